/**
 * The chat list (spec section 7 "Chat"): GET /api/channels/active (`{ success: groups }`),
 * GET /api/channels/recent?search=&sort=-id&page[number]= (`{ data, next_page_url }`, -1 on the
 * last page), GET /api/channels/{id} (the group's members) and GET /api/channels/{id}/group (the
 * caller's group). Members only: any other caller, an admin included, gets 404.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { parseInput } from '../../lib/validate.js';
import { activeCondition, groupsOf } from '../../chat/chat-groups.js';
import { requireMember } from '../../chat/membership.js';
import { serializeRows } from '../../serialize/index.js';
import { CHANNEL_PAGE_SIZE, recentChannelsQuerySchema } from '../../../src-sync/protocol/chat-writes.js';
import { parseListQuery } from '../lists/pagination.js';
import { idParams } from './chat-params.js';

export function registerReadChannels(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/channels/active', { preHandler: requireUser(ctx) }, async (request) => {
    const user = currentUser(request);
    const rows = await ctx.db
      .selectFrom('channel_groups')
      .innerJoin('channels', 'channels.id', 'channel_groups.channel_id')
      .select('channel_groups.channel_id')
      .where('channel_groups.user_id', '=', user.id)
      .where(activeCondition)
      .orderBy(sql`coalesce(channels.last_message_id, 0)`, 'desc')
      .orderBy('channels.id', 'desc')
      .execute();
    return { success: await groupsOf(ctx.db, user.id, rows.map((r) => r.channel_id)) };
  });

  app.get('/api/channels/recent', { preHandler: requireUser(ctx) }, async (request) => {
    const user = currentUser(request);
    const query = parseListQuery(recentChannelsQuerySchema, request.query);
    const page = Number(query['page[number]']);
    let q = ctx.db
      .selectFrom('channel_groups')
      .innerJoin('channels', 'channels.id', 'channel_groups.channel_id')
      .select('channel_groups.channel_id')
      .where('channel_groups.user_id', '=', user.id)
      .where(sql<boolean>`not ${activeCondition}`);
    const search = query.search.trim();
    // LIKE with an escape character, so a typed % or _ matches itself (SQLite and PostgreSQL).
    if (search !== '') q = q.where(sql<boolean>`lower(channels.name) like ${`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
    const rows = await q
      .orderBy('channels.id', query.sort === '-id' ? 'desc' : 'asc')
      .limit(CHANNEL_PAGE_SIZE + 1)
      .offset((page - 1) * CHANNEL_PAGE_SIZE)
      .execute();
    const more = rows.length > CHANNEL_PAGE_SIZE;
    const ids = rows.slice(0, CHANNEL_PAGE_SIZE).map((r) => r.channel_id);
    const params = new URLSearchParams({ search, sort: query.sort, 'page[number]': String(page + 1) });
    return { data: await groupsOf(ctx.db, user.id, ids), next_page_url: more ? `/api/channels/recent?${params.toString()}` : -1 };
  });

  app.get('/api/channels/:id', { preHandler: requireUser(ctx) }, async (request) => {
    const user = currentUser(request);
    const { id } = parseInput(idParams, request.params, 'params');
    await requireMember(ctx.db, user, id, 'chat.read');
    const members = await ctx.db.selectFrom('channel_groups').select('id').where('channel_id', '=', id).orderBy('id').execute();
    const [channel] = await serializeRows(ctx.db, 'channels', [id]);
    return { data: { ...channel, members: await serializeRows(ctx.db, 'channel_groups', members.map((m) => m.id)) } };
  });

  app.get('/api/channels/:id/group', { preHandler: requireUser(ctx) }, async (request) => {
    const user = currentUser(request);
    const { id } = parseInput(idParams, request.params, 'params');
    await requireMember(ctx.db, user, id, 'chat.read');
    const [group] = await groupsOf(ctx.db, user.id, [id]);
    return { data: group };
  });
}
