/**
 * POST /api/channels `{ name, members, tempId, requestIds }`: the Combine screen's "Create group"
 * (spec section 2). Staff only (`chat.combine`). The creator joins the group whatever the list
 * says; every member must be a user, every request one whose group the creator is in (nobody
 * gathers requests they cannot see). Upserted on (creator, tempId) like messages, and answered
 * with the channel and every member row, so the device puts it on top of its Active list at once.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { unprocessable } from '../../lib/http-errors.js';
import { utcNow } from '../../lib/time.js';
import { assertMay } from '../../policies/planning-actions.js';
import { serializeRows } from '../../serialize/index.js';
import type { Executor } from '../../sync/change-log.js';
import { parseBody } from '../../writes/parse-body.js';
import { refreshChannelActivity } from '../../chat/channel-activity.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { channelCreateSchema } from '../../../src-sync/protocol/chat-writes.js';

async function assertUsers(db: Executor, members: readonly number[]): Promise<void> {
  const found = new Set((await db.selectFrom('users').select('id').where('id', 'in', [...members]).execute()).map((r) => r.id));
  const issues = members.flatMap((id, index) => (found.has(id) ? [] : [{ path: `members.${index}`, message: `user ${id} does not exist` }]));
  if (issues.length > 0) throw unprocessable('Some members are not users.', issues);
}

async function assertRequestsOfCreator(db: Executor, userId: number, requestIds: readonly number[]): Promise<void> {
  if (requestIds.length === 0) return;
  const rows = await db
    .selectFrom('channel_requests')
    .innerJoin('channel_groups', 'channel_groups.channel_id', 'channel_requests.channel_id')
    .select('channel_requests.request_id')
    .where('channel_groups.user_id', '=', userId)
    .where('channel_requests.request_id', 'in', [...requestIds])
    .execute();
  const mine = new Set(rows.map((r) => r.request_id));
  const issues = requestIds.flatMap((id, index) => (mine.has(id) ? [] : [{ path: `requestIds.${index}`, message: `request ${id} is not in one of your groups` }]));
  if (issues.length > 0) throw unprocessable('Some requests are not in your groups.', issues);
}

export function registerCreateChannel(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/channels', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    assertMay(user, 'chat.combine', {});
    const body = parseBody(channelCreateSchema, request.body);
    const members = [...new Set([user.id, ...body.members])];
    const requestIds = [...new Set(body.requestIds)];
    await assertUsers(ctx.db, body.members);
    await assertRequestsOfCreator(ctx.db, user.id, requestIds);
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      if (body.tempId !== undefined) {
        const earlier = await trx.selectFrom('channels').select('id').where('created_by', '=', user.id).where('temp_id', '=', body.tempId).executeTakeFirst();
        if (earlier) return { id: earlier.id, created: false };
      }
      const now = utcNow();
      const channel = await trx
        .insertInto('channels')
        .values({ name: body.name, request_id: requestIds[0] ?? null, created_by: user.id, temp_id: body.tempId ?? null, last_message_id: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (requestIds.length > 0) await trx.insertInto('channel_requests').values(requestIds.map((request_id) => ({ channel_id: channel.id, request_id }))).execute();
      const groups = await trx
        .insertInto('channel_groups')
        .values(members.map((user_id) => ({ channel_id: channel.id, user_id, muted: 0, created_at: now, updated_at: now })))
        .returning('id')
        .execute();
      changes.created('channels', [channel.id]);
      changes.created('channel_groups', groups.map((g) => g.id));
      // Active while one of its requests has confirmed work, like their own groups.
      await refreshChannelActivity(trx, changes, requestIds);
      return { id: channel.id, created: true };
    }, async (trx, { id, created }) => {
      const groups = await trx.selectFrom('channel_groups').select('id').where('channel_id', '=', id).execute();
      return {
        status: created ? 201 : 200,
        // success: spec section 8 reads a creation without it as 'Something went wrong!'.
        body: { success: true, data: (await serializeRows(trx, 'channels', [id]))[0], related: { channel_groups: await serializeRows(trx, 'channel_groups', groups.map((g) => g.id)) } },
      };
    });
    return sendAnswer(reply, answer);
  });
}
