/**
 * PUT /api/channels/{id} `{ channelName?, request_status? }` (staff who are members,
 * `chat.update`): renames the group and/or records its request's new status, which posts the
 * system message "Request <status>" (no sender, `request_status` set) as the seeded history of
 * every group does. Publishes `channel-updated` to the members.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { parseInput } from '../../lib/validate.js';
import { utcNow } from '../../lib/time.js';
import { requireMember } from '../../chat/membership.js';
import { postSystemMessage } from '../../chat/system-messages.js';
import { serializeRows } from '../../serialize/index.js';
import { parseBody } from '../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { channelUpdateSchema } from '../../../src-sync/protocol/chat-writes.js';
import { idParams } from './chat-params.js';

export function registerUpdateChannel(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/channels/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const body = parseBody(channelUpdateSchema, request.body);
    await requireMember(ctx.db, user, id, 'chat.update');
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      await changes.before('channels', [id]);
      if (body.channelName !== undefined) await trx.updateTable('channels').set({ name: body.channelName, updated_at: utcNow() }).where('id', '=', id).execute();
      if (body.request_status !== undefined) {
        await postSystemMessage(trx, changes, id, { key: 'request-status', params: { status: body.request_status } }, user.id);
      }
    }, async (trx) => ({ status: 200, body: { data: (await serializeRows(trx, 'channels', [id]))[0] } }));
    return sendAnswer(reply, answer);
  });
}
