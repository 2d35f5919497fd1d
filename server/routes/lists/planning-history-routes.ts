/** GET /api/planning/history (filter[planning_id], filter[shift_id]) and
 * /api/planning/history/:id. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['created_at', '-created_at', 'id', '-id'], { 'filter[planning_id]': idFilter, 'filter[shift_id]': idFilter });

export function registerPlanningHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, {
    path: '/api/planning/history',
    entity: 'planning_history',
    query,
    filter(db, q) {
      let qb = db.selectFrom('planning_history');
      if (q['filter[planning_id]'] !== undefined) qb = qb.where('planning_history.planning_id', '=', q['filter[planning_id]']);
      if (q['filter[shift_id]'] !== undefined) qb = qb.where('planning_history.shift_id', '=', q['filter[shift_id]']);
      return qb;
    },
  });
}
