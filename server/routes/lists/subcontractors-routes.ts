/** GET /api/subcontractors and /api/subcontractors/:id. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['id', '-id', 'company_name', '-company_name'], {});

export function registerSubcontractorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, { path: '/api/subcontractors', entity: 'subcontractors', query, filter: (db) => db.selectFrom('subcontractors') });
}
