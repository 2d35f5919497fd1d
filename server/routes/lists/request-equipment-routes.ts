/** GET /api/request/equipment (filter[request_id]) and /api/request/equipment/:id: the
 * equipment lines of requests. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['id', '-id'], { 'filter[request_id]': idFilter });

export function registerRequestEquipmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, {
    path: '/api/request/equipment',
    entity: 'request_equipment',
    query,
    filter(db, q) {
      let qb = db.selectFrom('request_equipment');
      if (q['filter[request_id]'] !== undefined) qb = qb.where('request_equipment.request_id', '=', q['filter[request_id]']);
      return qb;
    },
  });
}
