/** Mute or unmute a group for oneself (spec section 4: "Mute toggles 0/1";
 * PUT /api/channels/group/{id}, the caller's own member row). */
import { writableDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { runMutation, type MutationResult } from '../../outbox/enqueue.js';
import { groupMuteSchema } from '../../protocol/chat-writes.js';
import { MutationInputError, parseInput } from '../mutation-input.js';

export async function setGroupMuted(local: LocalDb, groupId: number, muted: boolean): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(groupMuteSchema, { muted: muted ? 1 : 0 });
  return runMutation(db, async () => {
    if (!(await db.channel_groups.get(groupId))) throw new MutationInputError('This group is not on this device.', [{ path: 'id', message: 'unknown group' }], 404);
    return {
      op: 'set-group-muted',
      entity: 'channel_groups',
      recordId: groupId,
      method: 'PUT',
      path: '/api/channels/group/{id}',
      targetId: groupId,
      body,
      effects: [{ table: 'channel_groups', id: groupId, kind: 'merge', fields: { muted: body.muted } }],
    };
  });
}
