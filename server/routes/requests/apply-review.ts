/**
 * The writes of one request review, inside the caller's transaction (see review-request.ts).
 * Every row is registered with the change tracker BEFORE it changes, so the change log keeps its
 * previous audience (a planning's audience does not change here, but the contract is uniform).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound, unprocessable } from '../../lib/http-errors.js';
import { assertPossible } from '../../policies/planning-actions.js';
import { utcNow } from '../../lib/time.js';
import { canTransition, planningStatusSchema } from '../../../src-sync/protocol/planning-status.js';
import {
  reviewedPlanningStatus, reviewedRequestStatus, type RequestReviewBody, type TimeslotAction,
} from '../../../src-sync/protocol/request-review.js';
import type { ChangeTracker } from '../../writes/change-tracker.js';

export interface ReviewOutcome {
  timeslotIds: number[];
  planningIds: number[];
}

/** Every timeslot of the request is decided exactly once: an unknown id or a missing one is 422. */
function checkCoverage(body: RequestReviewBody, slotIds: readonly number[]): Map<number, TimeslotAction> {
  const known = new Set(slotIds);
  const issues = body.timeslots.flatMap((slot, index) =>
    known.has(slot.id) ? [] : [{ path: `timeslots.${index}.id`, message: 'not a timeslot of this request' }],
  );
  const listed = new Set(body.timeslots.map((slot) => slot.id));
  const missing = slotIds.filter((id) => !listed.has(id));
  if (missing.length > 0) issues.push({ path: 'timeslots', message: `every timeslot must be reviewed (missing ${missing.join(', ')})` });
  const first = issues[0];
  if (first) throw unprocessable(first.path === 'timeslots' ? 'Review every timeslot of the request.' : 'A timeslot does not belong to this request.', issues);
  return new Map(body.timeslots.map((slot) => [slot.id, slot.action]));
}

export async function applyReview(trx: Transaction<Database>, changes: ChangeTracker, requestId: number, body: RequestReviewBody): Promise<ReviewOutcome> {
  const request = await trx.selectFrom('requests').select(['id', 'status']).where('id', '=', requestId).executeTakeFirst();
  if (!request) throw notFound('Request');
  assertPossible('request.review', { request });
  const slots = await trx.selectFrom('request_timeslots').select('id').where('request_id', '=', requestId).execute();
  const actions = checkCoverage(body, slots.map((slot) => slot.id));
  const slotIds = [...actions.keys()];
  const plannings = await trx
    .selectFrom('plannings')
    .select(['id', 'status', 'timeslot_id'])
    .where('request_id', '=', requestId)
    .where('timeslot_id', 'in', slotIds)
    .execute();
  // Only plannings the state machine lets move: one already cancelled (or started) keeps its
  // status, so a single closed planning never blocks the review of the whole request.
  const moves = plannings.flatMap((planning) => {
    const action = planning.timeslot_id === null ? undefined : actions.get(planning.timeslot_id);
    const from = planningStatusSchema.safeParse(planning.status);
    if (action === undefined || !from.success) return [];
    const to = reviewedPlanningStatus(action);
    return from.data !== to && canTransition(from.data, to) ? [{ id: planning.id, to }] : [];
  });

  await changes.before('requests', [requestId]);
  await changes.before('request_timeslots', slotIds);
  await changes.before('plannings', moves.map((move) => move.id));
  const now = utcNow();
  for (const action of ['accept', 'reject'] as const) {
    const ids = slotIds.filter((id) => actions.get(id) === action);
    if (ids.length > 0) {
      await trx.updateTable('request_timeslots').set({ status: action === 'accept' ? 'accepted' : 'rejected', updated_at: now }).where('id', 'in', ids).execute();
    }
    const planningIds = moves.filter((move) => move.to === reviewedPlanningStatus(action)).map((move) => move.id);
    if (planningIds.length > 0) {
      await trx.updateTable('plannings').set({ status: reviewedPlanningStatus(action), updated_at: now }).where('id', 'in', planningIds).execute();
    }
  }
  await trx.updateTable('requests').set({ status: reviewedRequestStatus([...actions.values()]), updated_at: now }).where('id', '=', requestId).execute();
  return { timeslotIds: slotIds, planningIds: moves.map((move) => move.id) };
}
