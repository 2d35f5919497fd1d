/**
 * Combine (spec sections 2 and 4): a new group for several requests' groups, with the members
 * picked on the Combined Group screen (POST /api/channels with name, members, tempId and
 * requestIds). It shows at once on top of the Active list with a temporary id; the server's row
 * takes its place when the answer comes.
 */
import { writableDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { runMutation, type MutationResult } from '../../outbox/enqueue.js';
import { nextTempId } from '../../outbox/temp-ids.js';
import { newUuid } from '../../outbox/uuid.js';
import { channelCreateSchema } from '../../protocol/chat-writes.js';
import type { ChannelGroupRow, ChannelRow } from '../../protocol/entities.js';
import { parseInput, utcNow } from '../mutation-input.js';

export interface CreateGroupInput {
  name: string;
  /** User ids of the members (the creator joins anyway). */
  members: number[];
  requestIds: number[];
  creator: { id: number; first_name: string; last_name: string; language: string };
}

export async function createGroup(local: LocalDb, input: CreateGroupInput): Promise<MutationResult> {
  const db = writableDb(local);
  const tempKey = `tmp-${newUuid()}`;
  const body = parseInput(channelCreateSchema, { name: input.name, members: input.members, requestIds: input.requestIds, tempId: tempKey });
  return runMutation(db, async () => {
    const id = await nextTempId(db);
    const groupId = await nextTempId(db);
    const now = utcNow();
    const known = await db.channels.toArray();
    const requests = known.flatMap((c) => c.requests).filter((r, i, all) => body.requestIds.includes(r.id) && all.findIndex((o) => o.id === r.id) === i);
    // Active like the groups it combines until the server's copy says (server/chat/channel-activity.ts).
    const active = known.some((c) => c.active === 1 && c.requests.some((r) => body.requestIds.includes(r.id))) ? 1 : 0;
    const channel: ChannelRow = { id, name: body.name, request_id: body.requestIds[0] ?? null, created_at: now, updated_at: now, last_message: null, requests, active };
    const own: ChannelGroupRow = { id: groupId, channel_id: id, user_id: input.creator.id, muted: 0, created_at: now, updated_at: now, user: input.creator };
    return {
      op: 'create-group',
      entity: 'channels',
      recordId: id,
      method: 'POST',
      path: '/api/channels',
      targetId: null,
      body,
      effects: [
        { table: 'channels', id, kind: 'put', row: { ...channel, tempId: tempKey } },
        { table: 'channel_groups', id: groupId, kind: 'put', row: { ...own } },
      ],
      tempId: id,
      tempKey,
    };
  });
}
