/** GET /api/requests (filter[status], filter[client_id], filter[branch_id],
 * filter[location_id]), /api/requests/:id, and /api/requests/own (the user's own client's). */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requestStatusSchema } from '../../../src-sync/protocol/request-status.js';
import { NONE } from './organisation-own.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['-id', 'id', 'created_at', '-created_at'], {
  'filter[status]': requestStatusSchema.optional(),
  'filter[client_id]': idFilter,
  'filter[branch_id]': idFilter,
  'filter[location_id]': idFilter,
});

export function registerRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const filter = (db: AppContext['db'], q: z.infer<typeof query>) => {
    let qb = db.selectFrom('requests');
    if (q['filter[status]'] !== undefined) qb = qb.where('requests.status', '=', q['filter[status]']);
    if (q['filter[client_id]'] !== undefined) qb = qb.where('requests.client_id', '=', q['filter[client_id]']);
    if (q['filter[branch_id]'] !== undefined) qb = qb.where('requests.branch_id', '=', q['filter[branch_id]']);
    if (q['filter[location_id]'] !== undefined) qb = qb.where('requests.location_id', '=', q['filter[location_id]']);
    return qb;
  };
  registerCollection(app, ctx, {
    path: '/api/requests/own',
    entity: 'requests',
    query,
    single: false,
    filter: (db, q, viewer) => (viewer.clientId === null ? filter(db, q).where(NONE) : filter(db, q).where('requests.client_id', '=', viewer.clientId)),
  });
  registerCollection(app, ctx, { path: '/api/requests', entity: 'requests', query, filter });
}
