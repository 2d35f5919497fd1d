/**
 * GET /api/planning and /api/planning/:id. The planner's load (spec section 7) passes a range:
 * `start` and `end` as UTC `YYYY-MM-DD HH:mm` (also accepted: with seconds, or a bare date);
 * a planning is in the range when it overlaps it. Filters: filter[status],
 * filter[subcontractor_id], filter[client_id], filter[request_id]. Sorts: start (default), id.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { planningStatusSchema } from '../../../src-sync/protocol/planning-status.js';
import { isUtcDateTime } from '../../../src-sync/protocol/planning-writes.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

/** `YYYY-MM-DD[ HH:mm[:ss]]` to the stored `YYYY-MM-DD HH:mm:ss`, rounded to the range's edge. */
function rangeBound(edge: 'start' | 'end') {
  return z
    .string()
    .max(19, 'expected YYYY-MM-DD HH:mm')
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'expected YYYY-MM-DD HH:mm')
    .transform((v) => {
      if (v.length === 19) return v;
      if (v.length === 16) return `${v}:${edge === 'start' ? '00' : '59'}`;
      return `${v} ${edge === 'start' ? '00:00:00' : '23:59:59'}`;
    })
    // 2026-02-30 or 24:00 names no instant; compared as text it would quietly widen the range.
    .refine(isUtcDateTime, 'not a real date and time')
    .optional();
}

const query = listQuerySchema(['start', '-start', 'id', '-id'], {
  start: rangeBound('start'),
  end: rangeBound('end'),
  'filter[status]': planningStatusSchema.optional(),
  'filter[subcontractor_id]': idFilter,
  'filter[client_id]': idFilter,
  'filter[request_id]': idFilter,
});

export function registerPlanningListRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, {
    path: '/api/planning',
    entity: 'plannings',
    query,
    filter(db, q) {
      let qb = db.selectFrom('plannings');
      if (q.start !== undefined) qb = qb.where('plannings.end', '>=', q.start);
      if (q.end !== undefined) qb = qb.where('plannings.start', '<=', q.end);
      if (q['filter[status]'] !== undefined) qb = qb.where('plannings.status', '=', q['filter[status]']);
      if (q['filter[subcontractor_id]'] !== undefined) qb = qb.where('plannings.subcontractor_id', '=', q['filter[subcontractor_id]']);
      if (q['filter[client_id]'] !== undefined) qb = qb.where('plannings.client_id', '=', q['filter[client_id]']);
      if (q['filter[request_id]'] !== undefined) qb = qb.where('plannings.request_id', '=', q['filter[request_id]']);
      return qb;
    },
  });
}
