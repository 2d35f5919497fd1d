/**
 * SOS alerts and agents' positions: the company's staff see all; a subcontractor sees its own
 * agents'; an agent sees its own. These are the `sos.read` and `tracking.read` rules of the
 * permission table in SQL and as audience keys.
 */
import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import { AudienceBuilder, STAFF, anyOf, keyOrNull } from './filter-helpers.js';
import type { AudienceMap, EntityPolicy } from './types.js';
import { audienceKey } from './viewer.js';

async function agentAudience(db: Executor, rows: readonly { id: number; agent_id: number }[]): Promise<AudienceMap> {
  const out = new AudienceBuilder();
  const agents = await inChunks([...new Set(rows.map((r) => r.agent_id))], (chunk) =>
    db.selectFrom('agents').select(['id', 'subcontractor_id']).where('id', 'in', chunk).execute(),
  );
  const employer = new Map(agents.map((a) => [a.id, a.subcontractor_id]));
  for (const r of rows) {
    out.row(r.id, [...STAFF, audienceKey.agent(r.agent_id)]);
    out.add(r.id, keyOrNull(audienceKey.subcontractor, employer.get(r.agent_id) ?? null));
  }
  return out.build();
}

export const sosAlertPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    const eb = expressionBuilder<Database, 'sos_alerts'>();
    const parts: Expression<SqlBool>[] = [];
    if (v.subcontractorId !== null) {
      const sub = v.subcontractorId;
      parts.push(eb.exists(eb.selectFrom('agents').select('agents.id').whereRef('agents.id', '=', 'sos_alerts.agent_id').where('agents.subcontractor_id', '=', sub)));
    }
    if (v.agentId !== null) parts.push(eb('sos_alerts.agent_id', '=', v.agentId));
    return anyOf(parts);
  },
  async audience(db, ids) {
    const rows = await inChunks(ids, (chunk) => db.selectFrom('sos_alerts').select(['id', 'agent_id']).where('id', 'in', chunk).execute());
    return agentAudience(db, rows);
  },
};

export const agentPositionPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    const eb = expressionBuilder<Database, 'agent_positions'>();
    const parts: Expression<SqlBool>[] = [];
    if (v.subcontractorId !== null) {
      const sub = v.subcontractorId;
      parts.push(eb.exists(eb.selectFrom('agents').select('agents.id').whereRef('agents.id', '=', 'agent_positions.id').where('agents.subcontractor_id', '=', sub)));
    }
    if (v.agentId !== null) parts.push(eb('agent_positions.id', '=', v.agentId));
    return anyOf(parts);
  },
  async audience(db, ids) {
    const rows = await inChunks(ids, (chunk) => db.selectFrom('agent_positions').select('id').where('id', 'in', chunk).execute());
    return agentAudience(db, rows.map((r) => ({ id: r.id, agent_id: r.id })));
  },
};
