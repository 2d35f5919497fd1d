/**
 * A request's own group (ARCHITECTURE.md "Team chat"): made in the transaction that makes the
 * request, named after it ("<identifier> <client>"), linked through `channel_requests`, with the
 * company's staff (admins and planners) and the client organisation's users; the subcontractors'
 * users join when a planning of the request is forwarded to them, the agents' users when they are
 * put on one of its shifts. Nobody is taken out when the work moves on: the history they took part
 * in stays readable to them.
 *
 * The request's own group is its first channel (lowest id) whose `request_id` is the request; a
 * combined group (POST /api/channels) can only gather requests whose groups exist already, so it
 * always comes later. Combined groups keep the members their creator chose.
 */
import type { Executor } from '../sync/change-log.js';
import { utcNow } from '../lib/time.js';
import { usersForAudience } from '../policies/audience-users.js';
import { audienceKey } from '../policies/viewer.js';
import type { ChangeTracker } from '../writes/change-tracker.js';
import type { SystemEvent } from '../../src-sync/protocol/chat-system.js';
import { addGroupMembers } from './group-members.js';
import { postSystemMessage } from './system-messages.js';

export async function requestGroupId(db: Executor, requestId: number): Promise<number | null> {
  const row = await db.selectFrom('channels').select('id').where('request_id', '=', requestId).orderBy('id').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

export interface GroupedRequest {
  id: number;
  identifier: string;
  client_id: number;
}

/**
 * Who a request's group starts with, besides whoever ordered: the company's staff (admins and
 * planners) and every user of the client organisation. The demo seed builds its groups with it too.
 */
export function firstMembers(db: Executor, clientId: number): Promise<number[]> {
  return usersForAudience(db, [audienceKey.admin, audienceKey.planner, audienceKey.client(clientId)]);
}

/**
 * Makes the request's group with its first members and the "New request" system message, unless
 * it has one already (a write replayed in the same transaction never makes two). `actorId`: the
 * user who ordered (the message is read for them).
 */
export async function createRequestGroup(trx: Executor, changes: ChangeTracker, request: GroupedRequest, actorId: number): Promise<number> {
  const existing = await requestGroupId(trx, request.id);
  if (existing !== null) return existing;
  const client = await trx.selectFrom('clients').select('name').where('id', '=', request.client_id).executeTakeFirst();
  const name = `${request.identifier} ${client?.name ?? ''}`.trim();
  const members = await firstMembers(trx, request.client_id);
  const now = utcNow();
  const channel = await trx
    .insertInto('channels')
    .values({ name, request_id: request.id, created_by: actorId, temp_id: null, last_message_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('channel_requests').values({ channel_id: channel.id, request_id: request.id }).execute();
  const groups = await trx
    .insertInto('channel_groups')
    .values([...new Set([...members, actorId])].map((user_id) => ({ channel_id: channel.id, user_id, muted: 0, created_at: now, updated_at: now })))
    .returning('id')
    .execute();
  changes.created('channels', [channel.id]);
  changes.created('channel_groups', groups.map((g) => g.id));
  await postSystemMessage(trx, changes, channel.id, { key: 'request-created', params: { name } }, actorId);
  return channel.id;
}

/** Posts a request event into its group (none for a request that has no group). */
export async function postRequestEvent(trx: Executor, changes: ChangeTracker, requestId: number, event: SystemEvent, actorId: number | null): Promise<void> {
  const channelId = await requestGroupId(trx, requestId);
  if (channelId !== null) await postSystemMessage(trx, changes, channelId, event, actorId);
}

/** The users of these subcontractors (their own accounts, not their agents). */
export function subcontractorUsers(db: Executor, subcontractorIds: readonly number[]): Promise<number[]> {
  return usersForAudience(db, subcontractorIds.map((id) => audienceKey.subcontractor(id)));
}

/** The users of these agents (agents without a sign-in have none). */
export async function agentUsers(db: Executor, agentIds: readonly number[]): Promise<number[]> {
  if (agentIds.length === 0) return [];
  const rows = await db.selectFrom('users').select('id').where('agent_id', 'in', [...agentIds]).where('disabled_at', 'is', null).execute();
  return rows.map((r) => r.id);
}

/** The people now working the request join its group; returns who joined. */
export async function joinRequestGroup(trx: Executor, changes: ChangeTracker, requestId: number, userIds: readonly number[], actorId: number | null): Promise<number[]> {
  if (userIds.length === 0) return [];
  const channelId = await requestGroupId(trx, requestId);
  return channelId === null ? [] : addGroupMembers(trx, changes, channelId, userIds, actorId);
}
