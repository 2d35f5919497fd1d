/**
 * The shift rules shared by create and update (spec sections 5 and 6): times inside the
 * planning, the planning still open, agents allowed for the caller, and the agent set written as
 * shift_agents rows. Existing assignments are kept (not re-created) so their agent_shift_id, which
 * history entries point at, stays stable.
 */
import type { Executor } from '../../../sync/change-log.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { utcNow } from '../../../lib/time.js';
import type { Who } from '../../../policies/index.js';
import { assertAgentsAllowed } from '../../../policies/planning-actions.js';
import { shiftStartIssue } from '../../../../src-sync/protocol/planning-writes.js';
import type { PlanningRecord } from './load-rows.js';
import type { ChangeTracker } from '../../../writes/change-tracker.js';
import { agentUsers, joinRequestGroup, subcontractorUsers } from '../../../chat/request-groups.js';

export function assertShiftTimes(start: string, planning: PlanningRecord): void {
  const issue = shiftStartIssue(start, planning.start);
  if (issue !== null) throw unprocessable(`Shift start ${issue}.`, [{ path: 'start', message: issue }]);
}

export async function assertAgents(
  db: Executor,
  who: Who,
  agentIds: readonly number[],
  alreadyAssigned: ReadonlySet<number> = new Set(),
): Promise<void> {
  if (agentIds.length === 0) return;
  const rows = await db.selectFrom('agents').select(['id', 'user_id', 'subcontractor_id']).where('id', 'in', [...agentIds]).execute();
  assertAgentsAllowed(who, agentIds, rows, alreadyAssigned);
}

export async function assignedAgentIds(db: Executor, shiftId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('shift_agents').select('agent_id').where('shift_id', '=', shiftId).execute();
  return new Set(rows.map((r) => r.agent_id));
}

export async function assertSubcontractorExists(db: Executor, id: number | null | undefined, path = 'subcontractor_id'): Promise<void> {
  if (id === null || id === undefined) return;
  const row = await db.selectFrom('subcontractors').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw unprocessable('No such subcontractor.', [{ path, message: 'no such subcontractor' }]);
}

export interface AgentSetChange {
  added: number[];
  removed: number[];
}

/**
 * The agents a shift update adds and removes, against the shift's current set: set operations
 * (`agents_added` not yet on it, `agents_removed` still on it), or the difference to a whole new
 * set (`agents`). Nothing sent: nothing changes.
 */
export function agentSetChange(
  assigned: ReadonlySet<number>,
  body: { agents?: number[] | undefined; agents_added?: number[] | undefined; agents_removed?: number[] | undefined },
): AgentSetChange {
  if (body.agents !== undefined) {
    const wanted = new Set(body.agents);
    return { added: body.agents.filter((id) => !assigned.has(id)), removed: [...assigned].filter((id) => !wanted.has(id)) };
  }
  const removed = new Set((body.agents_removed ?? []).filter((id) => assigned.has(id)));
  return { added: (body.agents_added ?? []).filter((id) => !assigned.has(id) && !removed.has(id)), removed: [...removed] };
}

export async function applyAgentSetChange(db: Executor, shiftId: number, change: AgentSetChange): Promise<void> {
  if (change.removed.length > 0) await db.deleteFrom('shift_agents').where('shift_id', '=', shiftId).where('agent_id', 'in', change.removed).execute();
  if (change.added.length > 0) {
    const now = utcNow();
    await db.insertInto('shift_agents').values(change.added.map((agent_id) => ({ shift_id: shiftId, agent_id, created_at: now }))).execute();
  }
}

/**
 * The people a shift change puts to work on the request join its chat group: the users of the
 * agents added (agents without a sign-in have none) and, when the shift was given to another
 * subcontractor than its planning's, that subcontractor's users.
 */
export async function joinShiftWorkers(
  trx: Executor, changes: ChangeTracker, requestId: number, addedAgents: readonly number[], subcontractorId: number | null, actorId: number,
): Promise<void> {
  const users = [...(await agentUsers(trx, addedAgents)), ...(subcontractorId === null ? [] : await subcontractorUsers(trx, [subcontractorId]))];
  await joinRequestGroup(trx, changes, requestId, users, actorId);
}
