/** Planning statuses, their colours (spec section 4) and the state machine the server enforces.
 * Transitions not listed here are refused with 422. ARCHITECTURE.md documents the reasoning. */
import { z } from 'zod';
import { PLANNING_STATUSES } from './planning-status-list.js';

export { PLANNING_STATUSES };
export const planningStatusSchema = z.enum(PLANNING_STATUSES);
export type PlanningStatus = z.infer<typeof planningStatusSchema>;

export const PLANNING_STATUS_COLOR: Record<PlanningStatus, string> = {
  pending: 'orange',
  confirmed: 'green',
  started: 'green',
  ended: 'blue',
  finished: 'blue',
  rejected: 'red',
  cancelled: 'red',
  archived: 'black',
};

export const PLANNING_TRANSITIONS: Record<PlanningStatus, readonly PlanningStatus[]> = {
  pending: ['confirmed', 'rejected', 'cancelled'],
  confirmed: ['started', 'cancelled', 'pending'],
  started: ['ended'],
  ended: ['finished', 'started'],
  finished: ['archived'],
  rejected: ['pending', 'archived'],
  cancelled: ['archived'],
  archived: [],
};

export function canTransition(from: PlanningStatus, to: PlanningStatus): boolean {
  return from === to || PLANNING_TRANSITIONS[from].includes(to);
}

/** A planning in one of these can no longer be planned (shifts, forward). */
export const CLOSED_PLANNING_STATUSES: readonly PlanningStatus[] = ['finished', 'rejected', 'cancelled', 'archived'];

export const CONTRACTOR_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const contractorStatusSchema = z.enum(CONTRACTOR_STATUSES);

/** What a user may choose in the history form. */
export const HISTORY_FORM_STATUSES = ['started', 'ended', 'break', 'image', 'note', 'cost'] as const;
/** Every status an entry can have: the form's, plus the SOS and its acknowledgement, which only
 * the SOS routes write (they keep the SOS loop in the planning's history). */
export const HISTORY_STATUSES = [...HISTORY_FORM_STATUSES, 'sos', 'safe'] as const;
export const historyStatusSchema = z.enum(HISTORY_STATUSES);
export const historyFormStatusSchema = z.enum(HISTORY_FORM_STATUSES);
export type HistoryStatus = z.infer<typeof historyStatusSchema>;

export const JOB_CATEGORIES = ['Static', 'Close protection', 'Events', 'Investigation', 'K9 Security', 'Reception', 'Fire guard'] as const;
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
