/**
 * Plannings, shifts and history (DESIGN.md section 4): staff see all; a subcontractor sees the
 * plannings forwarded to it (subcontractor_id) with their shifts and history; a client sees its
 * organisation's plannings with their shifts and history (proof of service), except history
 * entries staff marked internal; an agent sees the plannings and shifts it is assigned to, and
 * the history of those shifts or written about itself. These are the `*.read` rules of the
 * permission table (src-sync/protocol/permissions) in SQL and as audience keys; a server test
 * checks all three agree.
 */
import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import { AudienceBuilder, STAFF, anyOf, keyOrNull } from './filter-helpers.js';
import type { EntityPolicy } from './types.js';
import { audienceKey, type Viewer } from './viewer.js';

const staffSeesAll = (v: Viewer) => v.admin || v.planner;

export const planningPolicy: EntityPolicy = {
  filter(v) {
    if (staffSeesAll(v)) return null;
    const eb = expressionBuilder<Database, 'plannings'>();
    const parts: Expression<SqlBool>[] = [];
    if (v.subcontractorId !== null) parts.push(eb('plannings.subcontractor_id', '=', v.subcontractorId));
    if (v.clientId !== null) parts.push(eb('plannings.client_id', '=', v.clientId));
    if (v.agentId !== null) {
      parts.push(
        eb.exists(
          eb
            .selectFrom('shifts')
            .innerJoin('shift_agents', 'shift_agents.shift_id', 'shifts.id')
            .select('shifts.id')
            .whereRef('shifts.planning_id', '=', 'plannings.id')
            .where('shift_agents.agent_id', '=', v.agentId),
        ),
      );
    }
    return anyOf(parts);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) =>
      db.selectFrom('plannings').select(['id', 'subcontractor_id', 'client_id']).where('id', 'in', chunk).execute(),
    );
    for (const r of rows) {
      out.row(r.id, [...STAFF, audienceKey.client(r.client_id)]);
      out.add(r.id, keyOrNull(audienceKey.subcontractor, r.subcontractor_id));
    }
    const assigned = await inChunks(ids, (chunk) =>
      db
        .selectFrom('shifts')
        .innerJoin('shift_agents', 'shift_agents.shift_id', 'shifts.id')
        .select(['shifts.planning_id', 'shift_agents.agent_id'])
        .where('shifts.planning_id', 'in', chunk)
        .execute(),
    );
    for (const a of assigned) out.add(a.planning_id, audienceKey.agent(a.agent_id));
    return out.build();
  },
};

export const shiftPolicy: EntityPolicy = {
  filter(v) {
    if (staffSeesAll(v)) return null;
    const eb = expressionBuilder<Database, 'shifts'>();
    const parts: Expression<SqlBool>[] = [];
    if (v.subcontractorId !== null) {
      const sub = v.subcontractorId;
      parts.push(
        eb.exists(
          eb.selectFrom('plannings').select('plannings.id').whereRef('plannings.id', '=', 'shifts.planning_id').where('plannings.subcontractor_id', '=', sub),
        ),
      );
    }
    if (v.clientId !== null) {
      const client = v.clientId;
      parts.push(
        eb.exists(eb.selectFrom('plannings').select('plannings.id').whereRef('plannings.id', '=', 'shifts.planning_id').where('plannings.client_id', '=', client)),
      );
    }
    if (v.agentId !== null) {
      const agent = v.agentId;
      parts.push(
        eb.exists(
          eb.selectFrom('shift_agents').select('shift_agents.id').whereRef('shift_agents.shift_id', '=', 'shifts.id').where('shift_agents.agent_id', '=', agent),
        ),
      );
    }
    return anyOf(parts);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) =>
      db
        .selectFrom('shifts')
        .innerJoin('plannings', 'plannings.id', 'shifts.planning_id')
        .select(['shifts.id', 'plannings.subcontractor_id', 'plannings.client_id'])
        .where('shifts.id', 'in', chunk)
        .execute(),
    );
    for (const r of rows) {
      out.row(r.id, [...STAFF, audienceKey.client(r.client_id)]);
      out.add(r.id, keyOrNull(audienceKey.subcontractor, r.subcontractor_id));
    }
    await addShiftAgents(db, ids, (shiftId, key) => out.add(shiftId, key));
    return out.build();
  },
};

export const historyPolicy: EntityPolicy = {
  filter(v) {
    if (staffSeesAll(v)) return null;
    const eb = expressionBuilder<Database, 'planning_history'>();
    const parts: Expression<SqlBool>[] = [];
    if (v.subcontractorId !== null) {
      const sub = v.subcontractorId;
      parts.push(
        eb.exists(
          eb
            .selectFrom('plannings')
            .select('plannings.id')
            .whereRef('plannings.id', '=', 'planning_history.planning_id')
            .where('plannings.subcontractor_id', '=', sub),
        ),
      );
    }
    if (v.clientId !== null) {
      const client = v.clientId;
      parts.push(
        eb.and([
          eb('planning_history.internal', '=', 0),
          eb.exists(
            eb.selectFrom('plannings').select('plannings.id').whereRef('plannings.id', '=', 'planning_history.planning_id').where('plannings.client_id', '=', client),
          ),
        ]),
      );
    }
    if (v.agentId !== null) {
      const agent = v.agentId;
      parts.push(eb('planning_history.agent_id', '=', agent));
      parts.push(
        eb.exists(
          eb
            .selectFrom('shift_agents')
            .select('shift_agents.id')
            .whereRef('shift_agents.shift_id', '=', 'planning_history.shift_id')
            .where('shift_agents.agent_id', '=', agent),
        ),
      );
    }
    return anyOf(parts);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) =>
      db
        .selectFrom('planning_history')
        .innerJoin('plannings', 'plannings.id', 'planning_history.planning_id')
        .select([
          'planning_history.id', 'planning_history.shift_id', 'planning_history.agent_id', 'planning_history.internal',
          'plannings.subcontractor_id', 'plannings.client_id',
        ])
        .where('planning_history.id', 'in', chunk)
        .execute(),
    );
    const byShift = new Map<number, number[]>();
    for (const r of rows) {
      out.row(r.id, STAFF);
      out.add(r.id, keyOrNull(audienceKey.subcontractor, r.subcontractor_id));
      out.add(r.id, keyOrNull(audienceKey.agent, r.agent_id));
      if (r.internal === 0) out.add(r.id, audienceKey.client(r.client_id));
      if (r.shift_id !== null) byShift.set(r.shift_id, [...(byShift.get(r.shift_id) ?? []), r.id]);
    }
    await addShiftAgents(db, [...byShift.keys()], (shiftId, key) => {
      for (const historyId of byShift.get(shiftId) ?? []) out.add(historyId, key);
    });
    return out.build();
  },
};

async function addShiftAgents(db: Executor, shiftIds: readonly number[], add: (shiftId: number, key: string) => void): Promise<void> {
  const assigned = await inChunks(shiftIds, (chunk) =>
    db.selectFrom('shift_agents').select(['shift_id', 'agent_id']).where('shift_id', 'in', chunk).execute(),
  );
  for (const a of assigned) add(a.shift_id, audienceKey.agent(a.agent_id));
}
