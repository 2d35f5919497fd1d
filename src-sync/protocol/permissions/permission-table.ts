/**
 * THE permission table: for every action of the product, who may do it (role flags and the
 * actor's relation to the record) and in which state of the record it can be done at all.
 * The server's policies refuse with it (403 for `who`, 422 for `state`) and the SPA offers a
 * button only when it says yes, so a button is never shown that the server would refuse.
 *
 * One entry per action, named `<subject>.<verb>`. A new screen adds its actions here
 * (`request.create`, `chat.read`, `client.update`, …): one entry each, with the facts its rule
 * reads in the entry's own types. `who` reads only what decides who may act; `state` only the
 * record, so the server can refuse a stranger before it loads anything and state the state rule
 * after. Reads (`*.read`) are the rule the server's SQL visibility filters implement; a server
 * test checks the two agree for every role and row.
 */
import { isStaff, type Actor } from './actor.js';
import {
  actorIsAgentIn, actorIsClientOf, forwardedToActor, planningCannotBecome, planningClosed, planningNotForwarded, workingForwarded,
  type AgentFacts, type HistoryFacts, type PlanningFacts, type ShiftFacts, type StateBlock,
} from './record-facts.js';
import { DIRECTORY_PERMISSIONS } from './directory-permissions.js';
import { FIELD_PERMISSIONS } from './field-permissions.js';
import { REQUEST_PERMISSIONS } from './request-permissions.js';
import { CHAT_PERMISSIONS } from './chat-permissions.js';

/** Facts of an action that reads none. */
export type NoFacts = Record<never, never>;

export interface Permission<W, S> {
  /** Who may: the actor's roles and its relation to the record. */
  who: (actor: Actor, facts: W) => boolean;
  /** What the record's state must be, whoever asks: null when the action can be done. */
  state?: (facts: S) => StateBlock | null;
}

const rule = <W = NoFacts, S = NoFacts>(permission: Permission<W, S>): Permission<W, S> => permission;

interface OnPlanning { planning: PlanningFacts }
interface OnShift { planning: PlanningFacts; shift: ShiftFacts }
interface OnEntry { planning: PlanningFacts; entry: HistoryFacts }
interface WritingEntry { planning: PlanningFacts; entry: Omit<HistoryFacts, 'internal'> }

const admin = (actor: Actor) => actor.admin;
const staff = (actor: Actor) => isStaff(actor);
const adminOrForwarded = (actor: Actor, { planning }: OnPlanning) => actor.admin || workingForwarded(actor, planning);
const open = ({ planning }: OnPlanning) => planningClosed(planning);

/** Spec section 6: anyone on the planning writes its history; an agent only about itself, on a
 * shift it works. */
const writeHistory = rule({
  who: (actor: Actor, { planning, entry }: WritingEntry) =>
    isStaff(actor) ||
    forwardedToActor(actor, planning) ||
    (actor.agentId !== null && entry.agent_id === actor.agentId && entry.shift_agent_ids.includes(actor.agentId)),
});

export const PERMISSIONS = {
  // Plannings (spec section 6; DESIGN.md section 4).
  'planning.read': rule({
    who: (actor: Actor, { planning, agent_ids }: OnPlanning & { agent_ids: readonly number[] }) =>
      isStaff(actor) || forwardedToActor(actor, planning) || actorIsClientOf(actor, planning) || actorIsAgentIn(actor, agent_ids),
  }),
  'planning.create': rule({ who: admin }),
  /** Dates, description, PO number, agents needed, status: the company's staff. */
  'planning.update': rule({ who: staff }),
  /** Accept or decline a forward (contractor_status): the subcontractor it is forwarded to, while
   * the planning is still open (an answer to a finished or cancelled job means nothing). */
  'planning.respond': rule({
    who: (actor: Actor, { planning }: OnPlanning) => isStaff(actor) || forwardedToActor(actor, planning),
    state: ({ planning }: OnPlanning) => planningNotForwarded(planning) ?? planningClosed(planning),
  }),
  'planning.forward': rule({ who: admin, state: open }),
  'planning.cancel-forward': rule({ who: admin, state: ({ planning }: OnPlanning) => planningNotForwarded(planning) ?? planningClosed(planning) }),
  /** Cancelling mails the client; the state machine decides from where. */
  'planning.cancel': rule({ who: admin, state: ({ planning }: OnPlanning) => planningCannotBecome(planning, 'cancelled') }),
  'planning.delete': rule({ who: admin }),

  // Shifts. A client reads its plannings' shifts (proof of service) and changes none.
  'shift.read': rule({
    who: (actor: Actor, { planning, shift }: OnShift) =>
      isStaff(actor) || forwardedToActor(actor, planning) || actorIsClientOf(actor, planning) || actorIsAgentIn(actor, shift.agent_ids),
  }),
  'shift.create': rule({ who: adminOrForwarded, state: open }),
  /** Anyone on the planning; an agent only a shift it works. */
  'shift.update': rule({
    who: (actor: Actor, { planning, shift }: OnShift) => isStaff(actor) || workingForwarded(actor, planning) || actorIsAgentIn(actor, shift.agent_ids),
    state: open,
  }),
  'shift.delete': rule({ who: adminOrForwarded, state: open }),
  'shift.choose-subcontractor': rule({ who: admin }),
  /** Staff put anyone on a shift; a subcontractor (or its guard) only its own company's agents. */
  'shift.assign-agent': rule({
    who: (actor: Actor, { agent }: { agent: AgentFacts }) => isStaff(actor) || (actor.employerId !== null && agent.subcontractor_id === actor.employerId),
  }),

  // History. A client reads its plannings' history, except the entries staff marked internal.
  'history.read': rule({
    who: (actor: Actor, { planning, entry }: OnEntry) =>
      isStaff(actor) ||
      forwardedToActor(actor, planning) ||
      (actor.agentId !== null && (entry.agent_id === actor.agentId || entry.shift_agent_ids.includes(actor.agentId))) ||
      (actorIsClientOf(actor, planning) && !entry.internal),
  }),
  'history.create': writeHistory,
  'history.update': writeHistory,
  'history.delete': writeHistory,
  /** What the client is shown is the guarding company's call: its staff only. */
  'history.mark-internal': rule({ who: staff }),

  // Requests (request-permissions.ts).
  ...REQUEST_PERMISSIONS,

  // Team chat (its own file).
  ...CHAT_PERMISSIONS,
  // The directory and accounts (./directory-permissions.ts).
  ...DIRECTORY_PERMISSIONS,
  // Agents in the field, SOS and team tracking (field-permissions.ts).
  ...FIELD_PERMISSIONS,
};

export type PermissionTable = typeof PERMISSIONS;
export type Action = keyof PermissionTable;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** What `who` of the action reads. */
export type WhoFacts<A extends Action> = PermissionTable[A] extends Permission<infer W, infer _S> ? W : never;
/** What `state` of the action reads. */
export type StateFacts<A extends Action> = PermissionTable[A] extends Permission<infer _W, infer S> ? S : never;
/** Everything the action's rule reads. */
export type FactsOf<A extends Action> = WhoFacts<A> & StateFacts<A>;
