/**
 * Maps audience keys to the user ids that hold them (realtime fan-out). One query selects every
 * candidate user; each candidate's own keys are then derived with the same function the
 * visibility checks use, so fan-out can never reach a user the feed would not serve.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from '../sync/change-log.js';
import { ROLE_ADMIN, ROLE_PLANNER } from '../../src-sync/protocol/user.js';
import { sharesKey, viewerFromUserRow, viewerKeys, type AudienceKey } from './viewer.js';

function idsWithPrefix(keys: Set<AudienceKey>, prefix: string): number[] {
  const out: number[] = [];
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const id = Number(key.slice(prefix.length));
    if (Number.isInteger(id)) out.push(id);
  }
  return out;
}

export async function usersForAudience(db: Executor, audience: Iterable<AudienceKey>): Promise<number[]> {
  const keys = new Set(audience);
  if (keys.size === 0) return [];
  let query = db.selectFrom('users').select(['id', 'entity', 'roles', 'agent_id', 'subcontractor_id', 'client_id']);
  if (!keys.has('all')) {
    const subs = idsWithPrefix(keys, 'subcontractor:');
    const clients = idsWithPrefix(keys, 'client:');
    const agents = idsWithPrefix(keys, 'agent:');
    const users = idsWithPrefix(keys, 'user:');
    query = query.where((eb) => {
      const parts: Expression<SqlBool>[] = [];
      // roles is JSON text; LIKE only narrows the candidates (portable), the exact role check
      // happens below through viewerFromUserRow.
      if (keys.has('admin')) parts.push(eb('roles', 'like', `%${ROLE_ADMIN}%`));
      if (keys.has('planner')) parts.push(eb('roles', 'like', `%${ROLE_PLANNER}%`));
      if (subs.length > 0) parts.push(eb('subcontractor_id', 'in', subs));
      if (clients.length > 0) parts.push(eb('client_id', 'in', clients));
      if (agents.length > 0) parts.push(eb('agent_id', 'in', agents));
      if (users.length > 0) parts.push(eb('id', 'in', users));
      return parts.length > 0 ? eb.or(parts) : sql<SqlBool>`1 = 0`;
    });
  }
  const candidates = await query.execute();
  return candidates.filter((row) => sharesKey(viewerKeys(viewerFromUserRow(row)), keys)).map((row) => row.id);
}
