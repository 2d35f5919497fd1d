/**
 * The confirm-planning step (POST /api/requests/{id}/review, admin only): every timeslot of a
 * pending request accepted or rejected at once. Optimistic like every write: the timeslots'
 * statuses, the request's status and the statuses of the plannings the review moves change
 * locally at once, and roll back if the server refuses (src-sync/protocol/request-review.ts has
 * the rules; the server checks them again).
 */
import type { Effect } from '../db/engine-tables.js';
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { canTransition, planningStatusSchema } from '../protocol/planning-status.js';
import {
  requestReviewSchema, reviewedPlanningStatus, reviewedRequestStatus, type RequestReviewBody, type TimeslotAction,
} from '../protocol/request-review.js';
import { MutationInputError, notAvailable, parseInput } from './mutation-input.js';

export type { RequestReviewBody, TimeslotAction } from '../protocol/request-review.js';

export async function reviewTimeslots(local: LocalDb, requestId: number, input: RequestReviewBody): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(requestReviewSchema, input);
  return runMutation(db, async () => {
    const request = await db.requests.get(requestId);
    if (!request) throw notAvailable('Request', requestId);
    if (request.status !== 'pending') {
      throw new MutationInputError(`This request is already ${request.status}.`, [{ path: 'status', message: `request is ${request.status}` }]);
    }
    const slots = await db.request_timeslots.where('request_id').equals(requestId).toArray();
    const actions = new Map<number, TimeslotAction>(body.timeslots.map((slot) => [slot.id, slot.action]));
    const missing = slots.filter((slot) => !actions.has(slot.id));
    const unknown = body.timeslots.filter((slot) => !slots.some((known) => known.id === slot.id));
    if (missing.length > 0 || unknown.length > 0) {
      throw new MutationInputError('Review every timeslot of the request, and only those.', [
        { path: 'timeslots', message: 'every timeslot must be reviewed' },
      ]);
    }
    const effects: Effect[] = [
      { table: 'requests', id: requestId, kind: 'merge', fields: { status: reviewedRequestStatus([...actions.values()]) } },
      ...slots.map((slot): Effect => ({
        table: 'request_timeslots', id: slot.id, kind: 'merge',
        fields: { status: actions.get(slot.id) === 'accept' ? 'accepted' : 'rejected' },
      })),
    ];
    // As the server: only plannings the state machine lets move change status.
    const plannings = await db.plannings.where('request_id').equals(requestId).toArray();
    for (const planning of plannings) {
      const action = planning.timeslot_id === null ? undefined : actions.get(planning.timeslot_id);
      const from = planningStatusSchema.safeParse(planning.status);
      if (action === undefined || !from.success) continue;
      const to = reviewedPlanningStatus(action);
      if (from.data !== to && canTransition(from.data, to)) {
        effects.push({ table: 'plannings', id: planning.id, kind: 'merge', fields: { status: to } });
      }
    }
    return {
      op: 'review-request',
      entity: 'requests',
      recordId: requestId,
      method: 'POST',
      path: '/api/requests/{id}/review',
      targetId: requestId,
      body,
      effects,
    };
  });
}
