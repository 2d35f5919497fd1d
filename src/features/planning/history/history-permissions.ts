/**
 * Who may write a planning's history (spec section 6: anyone on the planning edits or deletes
 * history), mirroring the server's assertCanWriteHistory so a button it would refuse is not
 * offered: the company's staff and the subcontractor the planning is forwarded to write every
 * entry; an agent writes only its own entries on the shifts it is on.
 */
import type { HistoryRow, OwnUser, PlanningRow, RoleFlags, ShiftRow } from '../../../../src-sync/index.js';

export interface HistoryPermissions {
  /** May add entries at all (Add history also needs the planning to have shifts). */
  add: boolean;
  /** Only this agent may be chosen (an agent posting for itself); null: any agent on the shift. */
  onlyAgent: number | null;
  /** Edit or delete this entry. */
  write: (entry: Pick<HistoryRow, 'agent_id' | 'shift_id'>) => boolean;
}

type User = Pick<OwnUser, 'subcontractor_id' | 'agent_id'>;

export function historyPermissions(
  planning: Pick<PlanningRow, 'subcontractor_id'>,
  shifts: readonly Pick<ShiftRow, 'id' | 'agents'>[],
  user: User | null,
  flags: RoleFlags | null,
): HistoryPermissions {
  if (!user || !flags) return { add: false, onlyAgent: null, write: () => false };
  const everything = flags.admin || flags.planner || (flags.subcontractor && planning.subcontractor_id !== null && user.subcontractor_id === planning.subcontractor_id);
  if (everything) return { add: true, onlyAgent: null, write: () => true };
  const agentId = user.agent_id;
  if (agentId === null) return { add: false, onlyAgent: null, write: () => false };
  const ownShifts = new Set(shifts.filter((shift) => shift.agents.some((agent) => agent.id === agentId)).map((shift) => shift.id));
  return {
    add: ownShifts.size > 0,
    onlyAgent: agentId,
    write: (entry) => entry.agent_id === agentId && entry.shift_id !== null && ownShifts.has(entry.shift_id),
  };
}
