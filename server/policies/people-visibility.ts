/**
 * Agents, their licences, and accounts. Staff see all agents and licences; a subcontractor sees
 * its own agents and their licences; an agent sees its own agent row and licences. Accounts link
 * a sign-in to an organisation: admins see all, anyone else their own and their organisation's.
 */
import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import { inChunks } from '../sync/in-chunks.js';
import { AudienceBuilder, STAFF, anyOf, keyOrNull } from './filter-helpers.js';
import type { EntityPolicy } from './types.js';
import { audienceKey } from './viewer.js';

export const agentPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    const eb = expressionBuilder<Database, 'agents'>();
    const parts: Expression<SqlBool>[] = [];
    if (v.subcontractorId !== null) parts.push(eb('agents.subcontractor_id', '=', v.subcontractorId));
    if (v.agentId !== null) parts.push(eb('agents.id', '=', v.agentId));
    return anyOf(parts);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('agents').select(['id', 'subcontractor_id']).where('id', 'in', chunk).execute());
    for (const r of rows) {
      out.row(r.id, [...STAFF, audienceKey.agent(r.id)]);
      out.add(r.id, keyOrNull(audienceKey.subcontractor, r.subcontractor_id));
    }
    return out.build();
  },
};

export const licensePolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    const eb = expressionBuilder<Database, 'licenses'>();
    const parts: Expression<SqlBool>[] = [];
    if (v.subcontractorId !== null) {
      const sub = v.subcontractorId;
      parts.push(
        eb.exists(eb.selectFrom('agents').select('agents.id').whereRef('agents.id', '=', 'licenses.agent_id').where('agents.subcontractor_id', '=', sub)),
      );
    }
    if (v.agentId !== null) parts.push(eb('licenses.agent_id', '=', v.agentId));
    return anyOf(parts);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) =>
      db
        .selectFrom('licenses')
        .innerJoin('agents', 'agents.id', 'licenses.agent_id')
        .select(['licenses.id', 'licenses.agent_id', 'agents.subcontractor_id'])
        .where('licenses.id', 'in', chunk)
        .execute(),
    );
    for (const r of rows) {
      out.row(r.id, [...STAFF, audienceKey.agent(r.agent_id)]);
      out.add(r.id, keyOrNull(audienceKey.subcontractor, r.subcontractor_id));
    }
    return out.build();
  },
};

export const accountPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin) return null;
    const eb = expressionBuilder<Database, 'accounts'>();
    const parts: Expression<SqlBool>[] = [eb('accounts.user_id', '=', v.userId)];
    if (v.clientId !== null) parts.push(eb('accounts.client_id', '=', v.clientId));
    if (v.subcontractorId !== null) parts.push(eb('accounts.subcontractor_id', '=', v.subcontractorId));
    return anyOf(parts);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) =>
      db.selectFrom('accounts').select(['id', 'user_id', 'client_id', 'subcontractor_id']).where('id', 'in', chunk).execute(),
    );
    for (const r of rows) {
      out.row(r.id, [audienceKey.admin, audienceKey.user(r.user_id)]);
      out.add(r.id, keyOrNull(audienceKey.client, r.client_id));
      out.add(r.id, keyOrNull(audienceKey.subcontractor, r.subcontractor_id));
    }
    return out.build();
  },
};
