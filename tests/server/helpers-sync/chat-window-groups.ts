/**
 * Two groups around the chat window (server/sync/chat-window.ts) for the tests of a first sync:
 * a busy group of 120 messages from the last hour (more than the window keeps) and a quiet group
 * of 5 messages from 2020 (older than the window), each change logged as the routes log it.
 */
import { recordRowChanges } from '../../../server/sync/record-row-changes.js';
import { toUtcText } from '../../../server/lib/time.js';
import type { TestServer } from '../helpers/test-server.js';
import type { World } from './world.js';

export interface ChatWindowGroups {
  /** The busy group's message ids, oldest first (the group is the world's ch2). */
  busy: number[];
  /** The quiet group's message ids, oldest first. */
  quiet: number[];
  quietChannel: number;
}

/** Messages by the world's admin in a group, logged; answers their ids in order. */
export async function insertMessages(server: TestServer, world: World, channel_id: number, texts: string[], at: (i: number) => string): Promise<number[]> {
  const rows = await server.ctx.db
    .insertInto('messages')
    .values(texts.map((text, i) => ({ channel_id, user_id: world.users.admin, text, tr_text: null, image: null, request_status: null, temp_id: null, created_at: at(i) })))
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  await recordRowChanges(server.ctx.db, 'messages', ids, 'upsert');
  return ids;
}

export async function addChatWindowGroups(server: TestServer, world: World): Promise<ChatWindowGroups> {
  const db = server.ctx.db;
  const recent = (second: number) => toUtcText(new Date(Date.now() - 3600_000 + second * 1000));
  const busy = await insertMessages(server, world, world.channels.ch2, Array.from({ length: 120 }, (_, i) => `busy ${i}`), recent);
  const quietChannel = (await db.insertInto('channels').values({ name: 'Quiet desk', request_id: null, created_by: world.users.admin, temp_id: null, last_message_id: null }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('channel_groups').values([{ channel_id: quietChannel, user_id: world.users.admin, muted: 0 }]).execute();
  await recordRowChanges(db, 'channels', [quietChannel], 'upsert');
  const quiet = await insertMessages(server, world, quietChannel, ['one', 'two', 'three', 'four', 'five'], (i) => `2020-03-0${i + 1} 10:00:00`);
  return { busy, quiet, quietChannel };
}
