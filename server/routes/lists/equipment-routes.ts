/** GET /api/equipment and /api/equipment/:id: the equipment catalogue. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['id', '-id', 'name', '-name'], {});

export function registerEquipmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, { path: '/api/equipment', entity: 'equipment', query, filter: (db) => db.selectFrom('equipment') });
}
