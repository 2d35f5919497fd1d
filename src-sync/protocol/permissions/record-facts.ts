/**
 * The parts of a record that permissions depend on, and the small questions the table asks of
 * them. Both sides fill these from what they hold: the server from its rows, the SPA from its
 * local copies (which carry the same fields).
 */
import { CLOSED_PLANNING_STATUSES, PLANNING_STATUSES, canTransition, type PlanningStatus } from '../planning-status.js';
import { canRequestBecome, type RequestStatus } from '../request-status.js';
import type { Actor } from './actor.js';

export interface PlanningFacts {
  status: string;
  /** The subcontractor the planning is forwarded to. */
  subcontractor_id: number | null;
  /** That subcontractor's answer to the forward: pending until it answers, accepted or declined
   * (null: not forwarded). A string as the rows carry it; only 'declined' changes a rule. */
  contractor_status: string | null;
  /** The client organisation the planning is for. */
  client_id: number;
}

export interface ShiftFacts {
  /** Agents on the shift. */
  agent_ids: readonly number[];
}

export interface HistoryFacts {
  /** The agent the entry is about (and, for an agent, by). */
  agent_id: number | null;
  /** Agents on the entry's shift (empty when the entry has no shift). */
  shift_agent_ids: readonly number[];
  /** Staff marked the entry internal: it is not shown to the client. */
  internal: boolean;
}

export interface AgentFacts {
  /** The agent's employer; null for the guarding company's own staff. */
  subcontractor_id: number | null;
}

/** What the request's state rules read. */
export interface RequestStateFacts {
  status: string;
}

/** What the request's who rules read, and its state. */
export interface RequestFacts extends RequestStateFacts {
  /** The client organisation the request is for. */
  client_id: number;
}

/** Why the record's state refuses an action, whoever asks. */
export type StateBlock = 'planning-closed' | 'planning-not-forwarded' | 'planning-status' | 'request-not-pending' | 'request-cancelled' | 'record-in-use';

export const requestNotPending = (request: RequestStateFacts): StateBlock | null => (request.status === 'pending' ? null : 'request-not-pending');

/** The request state machine (request-status.ts) lets the request become `to` from where it is. */
export const requestCannotBecome = (request: RequestStateFacts, to: RequestStatus): StateBlock | null =>
  canRequestBecome(request.status, to) ? null : 'request-not-pending';

const isPlanningStatus = (status: string): status is PlanningStatus => (PLANNING_STATUSES as readonly string[]).includes(status);

/** Finished, rejected, cancelled and archived plannings take no shift changes and no forward. */
export const planningClosed = (planning: PlanningFacts): StateBlock | null =>
  (CLOSED_PLANNING_STATUSES as readonly string[]).includes(planning.status) ? 'planning-closed' : null;

export const planningNotForwarded = (planning: PlanningFacts): StateBlock | null =>
  planning.subcontractor_id === null ? 'planning-not-forwarded' : null;

/** The state machine (planning-status.ts) lets the planning become `to` from where it is. */
export const planningCannotBecome = (planning: PlanningFacts, to: PlanningStatus): StateBlock | null =>
  isPlanningStatus(planning.status) && planning.status !== to && canTransition(planning.status, to) ? null : 'planning-status';

/** The actor acts for the subcontractor the planning is forwarded to. */
export const forwardedToActor = (actor: Actor, planning: PlanningFacts): boolean =>
  actor.subcontractorId !== null && planning.subcontractor_id === actor.subcontractorId;

/** The actor acts for the subcontractor the planning is forwarded to, and it has not declined the
 * job: a company that said no does not staff it (its shifts stay the guarding company's to
 * change) until it accepts after all. */
export const workingForwarded = (actor: Actor, planning: PlanningFacts): boolean =>
  forwardedToActor(actor, planning) && planning.contractor_status !== 'declined';

/** The actor acts for the client organisation the planning is for. */
export const actorIsClientOf = (actor: Actor, planning: PlanningFacts): boolean =>
  actor.clientId !== null && planning.client_id === actor.clientId;

export const actorIsAgentIn = (actor: Actor, agentIds: readonly number[]): boolean =>
  actor.agentId !== null && agentIds.includes(actor.agentId);
