/**
 * PUT /api/channels/group/{id} `{ muted: 0|1 }`: a member mutes or unmutes a group for itself
 * (spec section 4: "Mute toggles 0/1"). `id` is the caller's own member row; anyone else's is a
 * 404, since muting is nobody's business but the member's.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { assertMay } from '../../policies/planning-actions.js';
import { serializeRows } from '../../serialize/index.js';
import { parseBody } from '../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { groupMuteSchema } from '../../../src-sync/protocol/chat-writes.js';
import { utcNow } from '../../lib/time.js';
import { idParams } from './chat-params.js';

export function registerMuteGroup(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/channels/group/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const body = parseBody(groupMuteSchema, request.body);
    const group = await ctx.db.selectFrom('channel_groups').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
    if (!group || group.user_id !== user.id) throw notFound('Group');
    assertMay(user, 'chat.mute', { member: true });
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      await changes.before('channel_groups', [id]);
      await trx.updateTable('channel_groups').set({ muted: body.muted, updated_at: utcNow() }).where('id', '=', id).execute();
    }, async (trx) => ({ status: 200, body: { data: (await serializeRows(trx, 'channel_groups', [id]))[0] } }));
    return sendAnswer(reply, answer);
  });
}
