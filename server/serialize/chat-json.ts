/**
 * Chat group memberships in their wire shape as JSON text made by SQLite, for the sync answers:
 * the same rows as serializeChannelGroups (chat.ts), which `plannings-json.test.ts` holds it to
 * field by field for every demo membership and each sign-in's visibility. Why: a change-feed page
 * of 1,000 memberships (the last stretch of a company's log) took 9-16 ms as objects, the
 * slowest of the feed's pages after its first. SQLite only, like plannings-json.ts.
 */
import { sql } from 'kysely';
import { ROLE_ADMIN, ROLE_SUBCONTRACTOR } from '../../src-sync/protocol/role-flags.js';
import type { RowFilter } from '../policies/types.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import type { JsonRow } from './plannings-json.js';

const hasRole = (role: string) => sql`exists (select 1 from json_each(users.roles) where json_each.value = ${role})`;

// chatRoleOf (role-flags.ts) over the stored roles; roles that are not a JSON array mean none,
// as parseRoles reads them.
const CHAT_ROLE = sql`case when not json_valid(users.roles) then null when json_type(users.roles) <> 'array' then null
  when ${hasRole(ROLE_ADMIN)} then 'company' when ${hasRole(ROLE_SUBCONTRACTOR)} then 'sub' else null end`;

const GROUP_JSON = sql<string>`json_object(
  'id', channel_groups.id, 'channel_id', channel_groups.channel_id, 'user_id', channel_groups.user_id,
  'muted', case when channel_groups.muted = 0 then 0 else 1 end,
  'created_at', channel_groups.created_at, 'updated_at', channel_groups.updated_at,
  'user', json_object('id', channel_groups.user_id, 'first_name', users.first_name, 'last_name', users.last_name,
    'language', users.language, 'chat_role', ${CHAT_ROLE})
)`;

export function serializeChannelGroupsAsJson(db: Executor, ids: readonly number[], filter: RowFilter): Promise<JsonRow[]> {
  return inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('channel_groups')
      .innerJoin('users', 'users.id', 'channel_groups.user_id')
      .select(['channel_groups.id', GROUP_JSON.as('json')])
      .where('channel_groups.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute();
  });
}
