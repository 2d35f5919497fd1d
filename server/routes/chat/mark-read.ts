/**
 * PUT /api/messages/read/all/{channelId} (opening a group marks all its messages read) and
 * PUT /api/messages/read/{messageId}. Only the caller's own status rows change; each message
 * whose status changed is logged again, so its sender's device shows who has read it (read
 * receipts) and the caller's other tabs and devices clear their unread badge on their next pull.
 * Answers `{ data: [], channel_id, total }`: the caller's unread total of the group after it.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireMember } from '../../chat/membership.js';
import { subtractUnread, unreadTotalOf } from '../../chat/unread-totals.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { channelIdParams, messageIdParams } from './chat-params.js';

export function registerMarkRead(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/messages/read/all/:channelId', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { channelId } = parseInput(channelIdParams, request.params, 'params');
    await requireMember(ctx.db, user, channelId, 'chat.read');
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const unread = await trx
        .selectFrom('message_status')
        .innerJoin('messages', 'messages.id', 'message_status.message_id')
        .select('message_status.message_id')
        .where('message_status.user_id', '=', user.id)
        .where('message_status.status', '=', 0)
        .where('messages.channel_id', '=', channelId)
        .execute();
      const ids = unread.map((r) => r.message_id);
      // Zero even when nothing was unread: a total never outlives the statuses it counts.
      await subtractUnread(trx, user.id, channelId, null);
      if (ids.length === 0) return;
      await changes.before('messages', ids);
      await trx.updateTable('message_status').set({ status: 1 }).where('user_id', '=', user.id).where('status', '=', 0).where('message_id', 'in', ids).execute();
    }, async (trx) => ({ status: 200, body: { data: [], channel_id: channelId, total: await unreadTotalOf(trx, user.id, channelId) } }));
    return sendAnswer(reply, answer);
  });

  app.put('/api/messages/read/:messageId', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { messageId } = parseInput(messageIdParams, request.params, 'params');
    const message = await ctx.db.selectFrom('messages').select(['id', 'channel_id']).where('id', '=', messageId).executeTakeFirst();
    if (!message) throw notFound('Message');
    await requireMember(ctx.db, user, message.channel_id, 'chat.read').catch(() => {
      throw notFound('Message');
    });
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const status = await trx.selectFrom('message_status').select('status').where('message_id', '=', messageId).where('user_id', '=', user.id).executeTakeFirst();
      if (!status || status.status !== 0) return;
      await changes.before('messages', [messageId]);
      await trx.updateTable('message_status').set({ status: 1 }).where('message_id', '=', messageId).where('user_id', '=', user.id).execute();
      await subtractUnread(trx, user.id, message.channel_id, 1);
    }, async (trx) => ({ status: 200, body: { data: [], channel_id: message.channel_id, total: await unreadTotalOf(trx, user.id, message.channel_id) } }));
    return sendAnswer(reply, answer);
  });
}
