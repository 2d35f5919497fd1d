/** GET /api/shifts (filter[planning_id], filter[subcontractor_id]) and /api/shifts/:id. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['start', '-start', 'id', '-id'], { 'filter[planning_id]': idFilter, 'filter[subcontractor_id]': idFilter });

export function registerShiftRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, {
    path: '/api/shifts',
    entity: 'shifts',
    query,
    filter(db, q) {
      let qb = db.selectFrom('shifts');
      if (q['filter[planning_id]'] !== undefined) qb = qb.where('shifts.planning_id', '=', q['filter[planning_id]']);
      if (q['filter[subcontractor_id]'] !== undefined) qb = qb.where('shifts.subcontractor_id', '=', q['filter[subcontractor_id]']);
      return qb;
    },
  });
}
