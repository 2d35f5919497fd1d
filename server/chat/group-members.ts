/**
 * Users joining an existing group, in the caller's write transaction: "New Members" and the
 * people who start working a request (request-groups.ts) join the same way. The group, its member
 * rows and its latest page of messages are logged again before they join, so a new member's device
 * gets them with its next pull (older messages are paged on demand); the existing members' devices
 * get the new member rows. After the commit the new members get `channel-created` and the others
 * `channel-updated` (server/sync/publish-row-events.ts). A "Members added" system message
 * names them.
 */
import { utcNow } from '../lib/time.js';
import type { Executor } from '../sync/change-log.js';
import type { ChangeTracker } from '../writes/change-tracker.js';
import { MESSAGE_PAGE_SIZE } from '../../src-sync/protocol/chat-writes.js';
import { memberIds } from './membership.js';
import { postSystemMessage } from './system-messages.js';

/** Adds the users not in the group yet; returns the ones it added. `actorId`: who added them. */
export async function addGroupMembers(trx: Executor, changes: ChangeTracker, channelId: number, userIds: readonly number[], actorId: number | null): Promise<number[]> {
  const already = new Set(await memberIds(trx, channelId));
  const fresh = [...new Set(userIds)].filter((id) => !already.has(id));
  if (fresh.length === 0) return [];
  const now = utcNow();
  const latest = await trx.selectFrom('messages').select('id').where('channel_id', '=', channelId).orderBy('id', 'desc').limit(MESSAGE_PAGE_SIZE).execute();
  await changes.before('channels', [channelId]);
  await changes.before('messages', latest.map((m) => m.id));
  const existing = await trx.selectFrom('channel_groups').select('id').where('channel_id', '=', channelId).execute();
  await changes.before('channel_groups', existing.map((g) => g.id));
  const rows = await trx.insertInto('channel_groups').values(fresh.map((user_id) => ({ channel_id: channelId, user_id, muted: 0, created_at: now, updated_at: now }))).returning('id').execute();
  changes.created('channel_groups', rows.map((r) => r.id));
  const people = await trx.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', fresh).execute();
  const names = fresh.map((id) => people.find((p) => p.id === id)).filter((p) => p !== undefined).map((p) => `${p.first_name} ${p.last_name}`.trim());
  await postSystemMessage(trx, changes, channelId, { key: 'members-added', params: { names } }, actorId);
  return fresh;
}
