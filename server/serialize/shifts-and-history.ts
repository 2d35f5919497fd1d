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
    // Field by field, as for history entries below: cheaper per row than object rest and spread.
    for (const a of assigned) {
      const list = agentsByShift.get(a.shift_id);
      const entry = {
        agent_shift_id: a.agent_shift_id, id: a.id, first_name: a.first_name, last_name: a.last_name,
        change_pending: asFlag(a.change_pending), change_acknowledged_at: a.acknowledged_at,
      };
      if (list) list.push(entry);
      else agentsByShift.set(a.shift_id, [entry]);
    }
    return shifts.map((r): ShiftRow => ({
      id: r.id,
      planning_id: r.planning_id,
      request_id: r.request_id,
      subcontractor_id: r.subcontractor_id,
      start: r.start,
      end: r.end,
      updated_at: r.updated_at,
      version: r.version,
      tempId: r.temp_id,
      agents: agentsByShift.get(r.id) ?? [],
      contractor: r.contractor_name === null ? null : { name: r.contractor_name },
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
    // Field by field: object rest and spread over two dozen columns cost several times more per
    // row, and a feed page of history entries serializes a thousand of them.
    return rows.map((r): HistoryRow => ({
      id: r.id,
      planning_id: r.planning_id,
      request_id: r.request_id,
      shift_id: r.shift_id,
      agent_id: r.agent_id,
      agent_shift_id: r.agent_shift_id,
      status: asEnum<HistoryRow['status']>(r.status),
      created_at: r.created_at,
      break_finished_at: r.break_finished_at,
      break_reason: r.break_reason,
      note: r.note,
      image: r.image,
      cost: r.cost,
      internal: r.internal === 1 ? 1 : 0,
      updated_at: r.updated_at,
      version: r.version,
      tempId: r.temp_id,
      received_at: r.received_at,
      latitude: r.latitude,
      longitude: r.longitude,
      accuracy: r.accuracy,
      fence: r.fence === null ? null : asEnum<NonNullable<HistoryRow['fence']>>(r.fence),
      agent: r.agent_first_name === null || r.agent_last_name === null ? null : { first_name: r.agent_first_name, last_name: r.agent_last_name },
    }));
  });
