/** SOS alerts and agents' last positions, with the names the map and the toasts show. */
import { inChunks } from '../sync/in-chunks.js';
import type { AgentPositionRow, SosAlertRow } from '../../src-sync/protocol/field/field-rows.js';
import type { Serializer } from './types.js';

export const serializeSosAlerts: Serializer<'sos_alerts'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('sos_alerts')
      .innerJoin('agents', 'agents.id', 'sos_alerts.agent_id')
      .leftJoin('users as ack', 'ack.id', 'sos_alerts.acknowledged_by')
      .select([
        'sos_alerts.id', 'sos_alerts.agent_id', 'agents.subcontractor_id', 'sos_alerts.planning_id', 'sos_alerts.shift_id',
        'sos_alerts.latitude', 'sos_alerts.longitude', 'sos_alerts.accuracy', 'sos_alerts.raised_at', 'sos_alerts.received_at',
        'sos_alerts.escalated_at', 'sos_alerts.acknowledged_at', 'sos_alerts.updated_at', 'sos_alerts.temp_id',
        'agents.first_name', 'agents.last_name', 'ack.first_name as ack_first_name', 'ack.last_name as ack_last_name',
      ])
      .where('sos_alerts.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    return rows.map(({ first_name, last_name, ack_first_name, ack_last_name, temp_id, ...row }): SosAlertRow => ({
      ...row,
      tempId: temp_id,
      agent: { first_name, last_name },
      acknowledged_by: row.acknowledged_at === null || ack_first_name === null || ack_last_name === null ? null : { first_name: ack_first_name, last_name: ack_last_name },
    }));
  });

export const serializeAgentPositions: Serializer<'agent_positions'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('agent_positions')
      .innerJoin('agents', 'agents.id', 'agent_positions.id')
      .select([
        'agent_positions.id', 'agents.subcontractor_id', 'agent_positions.latitude', 'agent_positions.longitude', 'agent_positions.accuracy',
        'agent_positions.recorded_at', 'agent_positions.received_at', 'agent_positions.updated_at', 'agents.first_name', 'agents.last_name',
      ])
      .where('agent_positions.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    return rows.map(({ first_name, last_name, ...row }): AgentPositionRow => ({ ...row, agent_id: row.id, agent: { first_name, last_name } }));
  });
