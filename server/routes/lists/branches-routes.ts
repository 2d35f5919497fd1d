/** GET /api/branches (filter[client_id]) and /api/branches/:id. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['id', '-id', 'name', '-name'], { 'filter[client_id]': idFilter });

export function registerBranchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, {
    path: '/api/branches',
    entity: 'branches',
    query,
    filter(db, q) {
      let qb = db.selectFrom('branches');
      if (q['filter[client_id]'] !== undefined) qb = qb.where('branches.client_id', '=', q['filter[client_id]']);
      return qb;
    },
  });
}
