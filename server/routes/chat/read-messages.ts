/**
 * GET /api/messages/{channelId}?sort=-id&page[number]= (newest first, `next_page_url` -1 on the
 * last page; `before={id}` pages strictly older than a message, which is what the engine asks for
 * when the user scrolls up past what it holds) and GET /api/messages/unread (per group, the
 * caller's unread messages, totals as strings as spec section 3 keeps them).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { parseInput } from '../../lib/validate.js';
import { requireMember } from '../../chat/membership.js';
import { unreadTotalsOf } from '../../chat/unread-totals.js';
import { serializeRows } from '../../serialize/index.js';
import { MESSAGE_PAGE_SIZE, messagePageQuerySchema, type UnreadEntry } from '../../../src-sync/protocol/chat-writes.js';
import { parseListQuery } from '../lists/pagination.js';
import { channelIdParams } from './chat-params.js';

export function registerReadMessages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/messages/unread', { preHandler: requireUser(ctx) }, async (request) => {
    const user = currentUser(request);
    const data: UnreadEntry[] = await unreadTotalsOf(ctx.db, user.id);
    return { data };
  });

  app.get('/api/messages/:channelId', { preHandler: requireUser(ctx) }, async (request) => {
    const user = currentUser(request);
    const { channelId } = parseInput(channelIdParams, request.params, 'params');
    const query = parseListQuery(messagePageQuerySchema, request.query);
    await requireMember(ctx.db, user, channelId, 'chat.read');
    const page = Number(query['page[number]']);
    const newestFirst = query.sort === '-id';
    let q = ctx.db.selectFrom('messages').select('id').where('channel_id', '=', channelId);
    if (query.before !== undefined) q = q.where('id', '<', Number(query.before));
    const rows = await q
      .orderBy('id', newestFirst ? 'desc' : 'asc')
      .limit(MESSAGE_PAGE_SIZE + 1)
      .offset((page - 1) * MESSAGE_PAGE_SIZE)
      .execute();
    const more = rows.length > MESSAGE_PAGE_SIZE;
    const ids = rows.slice(0, MESSAGE_PAGE_SIZE).map((r) => r.id);
    const params = new URLSearchParams({ sort: query.sort, 'page[number]': String(page + 1), ...(query.before ? { before: query.before } : {}) });
    return { data: await serializeRows(ctx.db, 'messages', ids), next_page_url: more ? `/api/messages/${channelId}?${params.toString()}` : -1 };
  });
}
