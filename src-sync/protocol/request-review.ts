/**
 * The confirm-planning step (spec sections 2 and 4; DESIGN.md section 1): an admin reviews every
 * timeslot of a pending request with ACCEPT or REJECT, in one write:
 *
 *   POST /api/requests/{id}/review  { timeslots: [{ id, action: 'accept' | 'reject' }] }
 *
 * The server sets each timeslot's status, moves the plannings of accepted timeslots
 * pending -> confirmed and those of rejected ones -> rejected (through the planning state
 * machine), and the request to confirmed when anything was accepted, else cancelled. The answer
 * is the request row, with the timeslots and plannings it changed under `related`, so the
 * outbox applies the whole result at once.
 */
import { z } from 'zod';
import { REQUIRED } from './auth.js';
import { planningRowSchema, requestRowSchema, requestTimeslotRowSchema } from './entities.js';
import { idSchema } from './planning-writes.js';

export const TIMESLOT_ACTIONS = ['accept', 'reject'] as const;
export type TimeslotAction = (typeof TIMESLOT_ACTIONS)[number];

export const TIMESLOTS_NOT_UNIQUE = 'each timeslot at most once';

export const timeslotReviewSchema = z.object({
  id: idSchema,
  action: z.enum(TIMESLOT_ACTIONS, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : 'expected accept or reject'),
  }),
});

export const requestReviewSchema = z.object({
  timeslots: z
    .array(timeslotReviewSchema, { error: (issue) => (issue.input === undefined ? REQUIRED : 'expected a list of timeslots') })
    .min(1, REQUIRED)
    .max(500, 'at most 500 timeslots')
    .refine((list) => new Set(list.map((t) => t.id)).size === list.length, TIMESLOTS_NOT_UNIQUE),
});
export type RequestReviewBody = z.infer<typeof requestReviewSchema>;

/** The request's status after a review: confirmed when anything was accepted, else cancelled. */
export function reviewedRequestStatus(actions: readonly TimeslotAction[]): 'confirmed' | 'cancelled' {
  return actions.includes('accept') ? 'confirmed' : 'cancelled';
}

/** The planning status a timeslot's action asks for. */
export function reviewedPlanningStatus(action: TimeslotAction): 'confirmed' | 'rejected' {
  return action === 'accept' ? 'confirmed' : 'rejected';
}

export const requestReviewResultSchema = z.object({
  data: requestRowSchema,
  related: z.object({
    request_timeslots: z.array(requestTimeslotRowSchema),
    plannings: z.array(planningRowSchema),
  }),
});
export type RequestReviewResult = z.infer<typeof requestReviewResultSchema>;
