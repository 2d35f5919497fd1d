/**
 * Channels (last message with its sender, linked requests), channel member rows (with the
 * member's name and language) and messages (sender, per-member status). A bounded number of
 * queries per chunk.
 */
import type { Executor } from '../sync/change-log.js';
import { inChunks, uniqueIds } from '../sync/in-chunks.js';
import type { ChannelRow, MessageRow } from '../../src-sync/protocol/entities.js';
import { asFlag, parseJsonObject, type Serializer } from './types.js';
import { storedSystemMessage } from '../chat/system-messages.js';
import { parseRoles } from '../policies/viewer.js';
import { chatRoleOf } from '../../src-sync/protocol/role-flags.js';

export const serializeChannels: Serializer<'channels'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('channels')
      .leftJoin('messages', 'messages.id', 'channels.last_message_id')
      .leftJoin('users', 'users.id', 'messages.user_id')
      .select([
        'channels.id', 'channels.name', 'channels.request_id', 'channels.created_at', 'channels.updated_at', 'channels.active',
        'messages.id as m_id', 'messages.text as m_text', 'messages.image as m_image', 'messages.created_at as m_created_at',
        'messages.system_key as m_system_key', 'messages.system_params as m_system_params',
        'users.id as u_id', 'users.first_name as u_first_name', 'users.last_name as u_last_name',
      ])
      .where('channels.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const channels = await q.execute();
    const requests = await channelRequests(db, channels.map((c) => c.id));
    return channels.map((c): ChannelRow => ({
      id: c.id,
      name: c.name,
      request_id: c.request_id,
      created_at: c.created_at,
      updated_at: c.updated_at,
      last_message:
        c.m_id === null || c.m_created_at === null
          ? null
          : {
              id: c.m_id,
              text: c.m_text,
              image: c.m_image,
              created_at: c.m_created_at,
              user: c.u_id === null || c.u_first_name === null || c.u_last_name === null ? null : { id: c.u_id, first_name: c.u_first_name, last_name: c.u_last_name },
              system: storedSystemMessage(c.m_system_key, c.m_system_params),
            },
      requests: requests.get(c.id) ?? [],
      active: asFlag(c.active),
    }));
  });

/** A channel's requests, each with the type and subcontractor of its first planning (what the
 * chat list needs to tell active from recent and to label the group). */
async function channelRequests(db: Executor, channelIds: number[]): Promise<Map<number, ChannelRow['requests']>> {
  const out = new Map<number, ChannelRow['requests']>();
  if (channelIds.length === 0) return out;
  const links = await db
    .selectFrom('channel_requests')
    .innerJoin('requests', 'requests.id', 'channel_requests.request_id')
    .select(['channel_requests.channel_id', 'requests.id', 'requests.identifier', 'requests.status'])
    .where('channel_requests.channel_id', 'in', channelIds)
    .orderBy('requests.id')
    .execute();
  const requestIds = uniqueIds(links.map((l) => l.id));
  const firstPlanning = new Map<number, { type: string; subcontractor_id: number | null }>();
  if (requestIds.length > 0) {
    const plannings = await db
      .selectFrom('plannings')
      .select(['request_id', 'request_type', 'subcontractor_id'])
      .where('request_id', 'in', requestIds)
      .orderBy('id')
      .execute();
    for (const p of plannings) {
      if (!firstPlanning.has(p.request_id)) firstPlanning.set(p.request_id, { type: p.request_type, subcontractor_id: p.subcontractor_id });
    }
  }
  for (const l of links) {
    const planning = firstPlanning.get(l.id);
    const item = { id: l.id, identifier: l.identifier, status: l.status, type: planning?.type ?? '', subcontractor_id: planning?.subcontractor_id ?? null };
    const list = out.get(l.channel_id);
    if (list) list.push(item);
    else out.set(l.channel_id, [item]);
  }
  return out;
}

export const serializeChannelGroups: Serializer<'channel_groups'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('channel_groups')
      .innerJoin('users', 'users.id', 'channel_groups.user_id')
      .select([
        'channel_groups.id', 'channel_groups.channel_id', 'channel_groups.user_id', 'channel_groups.muted', 'channel_groups.created_at',
        'channel_groups.updated_at', 'users.first_name', 'users.last_name', 'users.language', 'users.roles',
      ])
      .where('channel_groups.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    return rows.map(({ first_name, last_name, language, roles, muted, ...group }) => ({
      ...group,
      muted: asFlag(muted),
      user: { id: group.user_id, first_name, last_name, language, chat_role: chatRoleOf(parseRoles(roles)) },
    }));
  });

export const serializeMessages: Serializer<'messages'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('messages')
      .leftJoin('users', 'users.id', 'messages.user_id')
      .select([
        'messages.id', 'messages.channel_id', 'messages.text', 'messages.tr_text', 'messages.image', 'messages.created_at',
        'messages.request_status', 'messages.temp_id', 'messages.system_key', 'messages.system_params', 'users.id as u_id', 'users.first_name as u_first_name',
        'users.last_name as u_last_name', 'users.roles as u_roles',
      ])
      .where('messages.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const messages = await q.execute();
    if (messages.length === 0) return [];
    const statuses = await db
      .selectFrom('message_status')
      .select(['message_id', 'user_id', 'status', 'tr_text'])
      .where('message_id', 'in', messages.map((m) => m.id))
      .execute();
    const byMessage = new Map<number, MessageRow['message_status']>();
    for (const { message_id, ...status } of statuses) {
      const list = byMessage.get(message_id);
      if (list) list.push(status);
      else byMessage.set(message_id, [status]);
    }
    return messages.map((m): MessageRow => ({
      id: m.id,
      channel_id: m.channel_id,
      text: m.text,
      tr_text: m.tr_text,
      image: m.image,
      created_at: m.created_at,
      request_status: m.request_status,
      // A system message has no sender (spec section 3).
      user:
        m.u_id === null || m.u_first_name === null || m.u_last_name === null
          ? null
          : { id: m.u_id, first_name: m.u_first_name, last_name: m.u_last_name, chat_role: chatRoleOf(parseRoles(m.u_roles ?? '[]')) },
      tempId: m.temp_id,
      message_status: byMessage.get(m.id) ?? [],
      system: storedSystemMessage(m.system_key, m.system_params),
    }));
  });

export const serializeNotifications: Serializer<'notifications'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('notifications')
      .select(['id', 'message', 'request_id', 'identifier', 'username', 'created_at', 'read_at', 'kind', 'planning_id', 'params'])
      .where('notifications.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    return rows.map((row) => ({ ...row, params: parseJsonObject(row.params) }));
  });
