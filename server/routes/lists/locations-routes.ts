/** GET /api/locations (filter[client_id], filter[branch_id]), /api/locations/:id, and
 * /api/locations/own (the locations of the user's own client organisation). */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { NONE } from './organisation-own.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['id', '-id', 'name', '-name'], { 'filter[client_id]': idFilter, 'filter[branch_id]': idFilter });

export function registerLocationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const filter = (db: AppContext['db'], q: z.infer<typeof query>) => {
    let qb = db.selectFrom('locations');
    if (q['filter[client_id]'] !== undefined) qb = qb.where('locations.client_id', '=', q['filter[client_id]']);
    if (q['filter[branch_id]'] !== undefined) qb = qb.where('locations.branch_id', '=', q['filter[branch_id]']);
    return qb;
  };
  registerCollection(app, ctx, {
    path: '/api/locations/own',
    entity: 'locations',
    query,
    single: false,
    filter: (db, q, viewer) => (viewer.clientId === null ? filter(db, q).where(NONE) : filter(db, q).where('locations.client_id', '=', viewer.clientId)),
  });
  registerCollection(app, ctx, { path: '/api/locations', entity: 'locations', query, filter });
}
