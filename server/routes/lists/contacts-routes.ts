/** GET /api/contacts (filter[client_id], filter[branch_id]) and /api/contacts/:id. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['id', '-id', 'last_name', '-last_name'], { 'filter[client_id]': idFilter, 'filter[branch_id]': idFilter });

export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, {
    path: '/api/contacts',
    entity: 'contacts',
    query,
    filter(db, q) {
      let qb = db.selectFrom('contacts');
      if (q['filter[client_id]'] !== undefined) qb = qb.where('contacts.client_id', '=', q['filter[client_id]']);
      if (q['filter[branch_id]'] !== undefined) qb = qb.where('contacts.branch_id', '=', q['filter[branch_id]']);
      return qb;
    },
  });
}
