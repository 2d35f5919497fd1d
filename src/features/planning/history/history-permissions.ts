/**
 * What the signed-in user may do with a planning's history, as the History column needs it.
 * Every answer comes from the permission table (src-sync/protocol/permissions), the same the
 * server refuses with: staff and the subcontractor the planning is forwarded to write every
 * entry, an agent only its own on the shifts it works; a client reads and writes nothing.
 */
import { can, type Actor, type HistoryRow, type PlanningRow, type ShiftRow } from '../../../../src-sync/index.js';

export interface HistoryPermissions {
  /** May add entries at all (Add history also needs the planning to have shifts). */
  add: boolean;
  /** Only this agent may be chosen (an agent posting for itself); null: any agent on the shift. */
  onlyAgent: number | null;
  /** Edit or delete this entry. */
  write: (entry: Pick<HistoryRow, 'agent_id' | 'shift_id'>) => boolean;
  /** Mark the entry internal (hidden from the client) or show it again. */
  markInternal: boolean;
  /** See an agent's event flagged when it was recorded outside the site's fence. */
  seeFence: boolean;
}

type Planning = Pick<PlanningRow, 'status' | 'subcontractor_id' | 'contractor_status' | 'client_id'>;
type Shift = Pick<ShiftRow, 'id' | 'agents'>;

export function historyPermissions(planning: Planning, shifts: readonly Shift[], actor: Actor | null): HistoryPermissions {
  const agentsOn = new Map(shifts.map((shift) => [shift.id, shift.agents.map((agent) => agent.id)]));
  const writes = (entry: Pick<HistoryRow, 'agent_id' | 'shift_id'>) =>
    can(actor, 'history.update', { planning, entry: { agent_id: entry.agent_id, shift_agent_ids: entry.shift_id === null ? [] : (agentsOn.get(entry.shift_id) ?? []) } });
  // An entry about nobody on no shift: only a user who writes every entry may write it.
  const everyEntry = writes({ agent_id: null, shift_id: null });
  const ownAgent = actor?.agentId ?? null;
  const forSelf = ownAgent !== null && shifts.some((shift) => can(actor, 'history.create', { planning, entry: { agent_id: ownAgent, shift_agent_ids: agentsOn.get(shift.id) ?? [] } }));
  return {
    add: everyEntry || forSelf,
    onlyAgent: everyEntry ? null : ownAgent,
    write: writes,
    markInternal: can(actor, 'history.mark-internal', {}),
    seeFence: can(actor, 'field.oversee', { planning }),
  };
}
