/**
 * How the write routes ask the permission table (src-sync/protocol/permissions): a refusal of
 * `who` is a 403 naming the rule, a refusal of the record's `state` a 422 naming the field. The
 * rules themselves live only in the table, which the SPA's buttons ask too.
 *
 * ## Planning status state machine
 *
 * Defined in src-sync/protocol/planning-status.ts (PLANNING_TRANSITIONS, shared with the UI),
 * enforced here: a status change not listed is refused with 422 and changes nothing.
 *
 *   pending   -> confirmed | rejected | cancelled      (the request is accepted or refused)
 *   confirmed -> started | cancelled | pending         (back to pending to re-plan)
 *   started   -> ended                                 (guards on site; no cancel once started)
 *   ended     -> finished | started                    (started again when ended by mistake)
 *   finished  -> archived
 *   rejected  -> pending | archived                    (reopened, or filed away)
 *   cancelled -> archived
 *   archived  -> (none: final)
 *
 * Setting the current status again is a no-op, not an error. `cancelled` is reached only through
 * PUT /api/planning/{id}/cancel (admin), because cancelling mails the client organisation.
 *
 * A caller who cannot see the planning at all gets 404 on reads; writes answer 403 with a message
 * naming the rule (the ids are sequential, so hiding existence would buy nothing).
 */
import type { Executor } from '../sync/change-log.js';
import { forbidden, unprocessable } from '../lib/http-errors.js';
import { canTransition, type PlanningStatus } from '../../src-sync/protocol/planning-status.js';
import {
  allows, blockedBy, type Action, type FactsOf, type StateFacts, type WhoFacts,
} from '../../src-sync/protocol/permissions/index.js';
import { asViewer, type Who } from './index.js';
import { forbiddenMessage, stateRefusal } from './refusals.js';

/** 403 unless the table lets this caller do the action on this record. */
export function assertMay<A extends Action>(who: Who, action: A, facts: WhoFacts<A>): void {
  const actor = asViewer(who);
  if (!allows(actor, action, facts)) throw forbidden(forbiddenMessage(action, actor));
}

/** 422 when the record's state refuses the action, whoever asks. */
export function assertPossible<A extends Action>(action: A, facts: StateFacts<A>): void {
  const block = blockedBy(action, facts);
  if (block === null) return;
  // Widened to the facts of any action: the wording reads whichever record the facts carry.
  const refusal = stateRefusal(action, block, facts as StateFacts<Action>);
  throw unprocessable(refusal.message, refusal.issues);
}

/** Both, in the table's order: who first, so a stranger learns nothing about the record. */
export function assertAllowed<A extends Action>(who: Who, action: A, facts: FactsOf<A>): void {
  assertMay(who, action, facts);
  assertPossible(action, facts);
}

/** Agents on a shift: the facts of "the user is on this shift" (none for no shift). */
export async function shiftAgentIds(db: Executor, shiftId: number | null): Promise<number[]> {
  if (shiftId === null) return [];
  const rows = await db.selectFrom('shift_agents').select('agent_id').where('shift_id', '=', shiftId).execute();
  return rows.map((r) => r.agent_id);
}

/** Status moves through the state machine only; cancelling has its own route (it mails). */
export function assertStatusChange(from: string, to: PlanningStatus): void {
  if (from === to) return;
  if (to === 'cancelled') {
    throw unprocessable('Use cancel planning to cancel: it notifies the client.', [
      { path: 'status', message: 'cancel through PUT /api/planning/{id}/cancel' },
    ]);
  }
  if (!canTransition(from as PlanningStatus, to)) {
    throw unprocessable(`A ${from} planning cannot become ${to}.`, [{ path: 'status', message: `not allowed from ${from}` }]);
  }
}

/** Agents named for a shift must exist and have a user (spec section 3), and the caller may only
 * put agents the table lets it assign; agents already on the shift stay allowed (an admin may
 * have put the company's own guard there). */
export function assertAgentsAllowed(
  who: Who,
  requested: readonly number[],
  rows: readonly { id: number; user_id: number | null; subcontractor_id: number | null }[],
  alreadyAssigned: ReadonlySet<number> = new Set(),
): void {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: { path: string; message: string }[] = [];
  requested.forEach((id, index) => {
    const agent = byId.get(id);
    if (!agent) problems.push({ path: `agents.${index}`, message: 'no such agent' });
    else if (agent.user_id === null) problems.push({ path: `agents.${index}`, message: 'agent has no user account' });
  });
  if (problems.length > 0) throw unprocessable(`Invalid agents: ${problems[0]?.message ?? ''}.`, problems);
  for (const agent of rows) {
    if (!alreadyAssigned.has(agent.id)) assertMay(who, 'shift.assign-agent', { agent });
  }
}
