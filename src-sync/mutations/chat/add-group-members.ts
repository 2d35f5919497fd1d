/** New Members (spec section 2): agents' users added to a group
 * (POST /api/channels/members/{channelId}). They show once the server has added them: the
 * answer carries every member row. */
import { writableDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { runMutation, type MutationResult } from '../../outbox/enqueue.js';
import { membersAddSchema } from '../../protocol/chat-writes.js';
import { parseInput } from '../mutation-input.js';

export async function addGroupMembers(local: LocalDb, channelId: number, members: number[]): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(membersAddSchema, { members });
  return runMutation(db, () =>
    Promise.resolve({
      op: 'add-group-members',
      entity: 'channels' as const,
      recordId: channelId,
      method: 'POST' as const,
      path: '/api/channels/members/{id}',
      targetId: channelId,
      body,
      effects: [],
    }),
  );
}
