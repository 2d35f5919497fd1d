/** GET /api/licenses (filter[agent_id]) and /api/licenses/:id. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['id', '-id', 'expires_at', '-expires_at'], { 'filter[agent_id]': idFilter });

export function registerLicenseRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, {
    path: '/api/licenses',
    entity: 'licenses',
    query,
    filter(db, q) {
      let qb = db.selectFrom('licenses');
      if (q['filter[agent_id]'] !== undefined) qb = qb.where('licenses.agent_id', '=', q['filter[agent_id]']);
      return qb;
    },
  });
}
