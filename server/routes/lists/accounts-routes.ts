/** GET /api/accounts (filter[client_id], filter[subcontractor_id]) and /api/accounts/:id:
 * admins see all accounts, anyone else their own and their organisation's. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['id', '-id'], { 'filter[client_id]': idFilter, 'filter[subcontractor_id]': idFilter });

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, {
    path: '/api/accounts',
    entity: 'accounts',
    query,
    filter(db, q) {
      let qb = db.selectFrom('accounts');
      if (q['filter[client_id]'] !== undefined) qb = qb.where('accounts.client_id', '=', q['filter[client_id]']);
      if (q['filter[subcontractor_id]'] !== undefined) qb = qb.where('accounts.subcontractor_id', '=', q['filter[subcontractor_id]']);
      return qb;
    },
  });
}
