/**
 * The request state machine (ARCHITECTURE.md "Request status state machine"), enforced by the
 * server on every request write and asked by the UI before it offers a button.
 *
 *   pending   -> confirmed   (the review accepted at least one timeslot)
 *   pending   -> cancelled   (the review rejected every timeslot, or the client cancelled it)
 *   confirmed -> (none)      (from here on its plannings carry the work, each with its own states)
 *   cancelled -> (none)
 *
 * Only a pending request can be edited or cancelled. The timeslots follow their request:
 * pending -> accepted | rejected by the review, and all pending timeslots -> rejected when the
 * request is cancelled.
 */
import { z } from 'zod';

export const REQUEST_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: [],
  cancelled: [],
};

/** Spec section 4's tab colours follow the planning ones: pending orange, confirmed green, cancelled red. */
export const REQUEST_STATUS_COLOR: Record<RequestStatus, string> = { pending: 'orange', confirmed: 'green', cancelled: 'red' };

const isRequestStatus = (status: string): status is RequestStatus => (REQUEST_STATUSES as readonly string[]).includes(status);

/** Whether a request in `from` may move to `to` (a status it already has is no move). */
export function canRequestBecome(from: string, to: RequestStatus): boolean {
  return isRequestStatus(from) && from !== to && REQUEST_TRANSITIONS[from].includes(to);
}

export const TIMESLOT_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const timeslotStatusSchema = z.enum(TIMESLOT_STATUSES);
export type TimeslotStatus = z.infer<typeof timeslotStatusSchema>;
