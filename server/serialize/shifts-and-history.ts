/** Shifts with their assigned agents (two queries per chunk) and history entries with the
 * agent's name (one query per chunk). */
import { inChunks } from '../sync/in-chunks.js';
import type { HistoryRow, ShiftRow } from '../../src-sync/protocol/entities.js';
import { asEnum, asFlag, type Serializer } from './types.js';

export const serializeShifts: Serializer<'shifts'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('shifts')
      .leftJoin('subcontractors', 'subcontractors.id', 'shifts.subcontractor_id')
      .select([
        'shifts.id', 'shifts.planning_id', 'shifts.request_id', 'shifts.subcontractor_id', 'shifts.start', 'shifts.end',
        'shifts.updated_at', 'shifts.version', 'shifts.temp_id', 'subcontractors.company_name as contractor_name',
      ])
      .where('shifts.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const shifts = await q.execute();
    if (shifts.length === 0) return [];
    const assigned = await db
      .selectFrom('shift_agents')
      .innerJoin('agents', 'agents.id', 'shift_agents.agent_id')
      .select(['shift_agents.id as agent_shift_id', 'shift_agents.shift_id', 'shift_agents.change_pending', 'shift_agents.acknowledged_at', 'agents.id', 'agents.first_name', 'agents.last_name'])
      .where('shift_agents.shift_id', 'in', shifts.map((s) => s.id))
      .orderBy('shift_agents.id')
      .execute();
    const agentsByShift = new Map<number, ShiftRow['agents']>();
    for (const { shift_id, change_pending, acknowledged_at, ...agent } of assigned) {
      const list = agentsByShift.get(shift_id);
      const entry = { ...agent, change_pending: asFlag(change_pending), change_acknowledged_at: acknowledged_at };
      if (list) list.push(entry);
      else agentsByShift.set(shift_id, [entry]);
    }
    return shifts.map(({ contractor_name, temp_id, ...shift }): ShiftRow => ({
      ...shift,
      tempId: temp_id,
      agents: agentsByShift.get(shift.id) ?? [],
      contractor: contractor_name === null ? null : { name: contractor_name },
    }));
  });

export const serializeHistory: Serializer<'planning_history'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('planning_history')
      .leftJoin('agents', 'agents.id', 'planning_history.agent_id')
      .select([
        'planning_history.id', 'planning_history.planning_id', 'planning_history.request_id', 'planning_history.shift_id',
        'planning_history.agent_id', 'planning_history.agent_shift_id', 'planning_history.status', 'planning_history.created_at',
        'planning_history.break_finished_at', 'planning_history.break_reason', 'planning_history.note', 'planning_history.image',
        'planning_history.cost', 'planning_history.internal', 'planning_history.updated_at', 'planning_history.version',
        'planning_history.temp_id', 'planning_history.received_at', 'planning_history.latitude', 'planning_history.longitude',
        'planning_history.accuracy', 'planning_history.fence', 'agents.first_name as agent_first_name',
        'agents.last_name as agent_last_name',
      ])
      .where('planning_history.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    return rows.map(({ agent_first_name, agent_last_name, status, internal, temp_id, fence, ...entry }): HistoryRow => ({
      ...entry,
      tempId: temp_id,
      status: asEnum<HistoryRow['status']>(status),
      internal: internal === 1 ? 1 : 0,
      fence: fence === null ? null : asEnum<NonNullable<HistoryRow['fence']>>(fence),
      agent: agent_first_name === null || agent_last_name === null ? null : { first_name: agent_first_name, last_name: agent_last_name },
    }));
  });
