/**
 * The caller's own notification centre (spec section 7): GET /api/notifications
 * (sort=-id by default, page[number]=n, filter[unread]=1), /api/notifications/:id,
 * GET /api/notifications/unread -> {count}, and GET /api/notifications/unread/reset, which
 * marks them all read (a GET because the spec calls it so; it is idempotent). The SPA's outbox
 * sends PUT /api/notifications/unread/reset {through_id} instead (src-sync/protocol/
 * notifications.ts): a queued write with an Idempotency-Key, marking only what the user had seen.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { utcNow } from '../../lib/time.js';
import { audienceOf } from '../../policies/index.js';
import { publishChanges } from '../../sync/publish-changes.js';
import { recordRowChanges } from '../../sync/record-row-changes.js';
import { parseInput } from '../../lib/validate.js';
import { serializeRows } from '../../serialize/index.js';
import { notificationsResetSchema } from '../../../src-sync/protocol/notifications.js';
import { listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['-id', 'id'], { 'filter[unread]': z.enum(['0', '1']).optional() });

async function unreadCount(ctx: AppContext, userId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const preHandler = requireUser(ctx);

  app.get('/api/notifications/unread', { preHandler }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return { count: await unreadCount(ctx, currentUser(request).id) };
  });

  /** Marks the user's unread notifications read (up to `throughId`); returns their ids. */
  const markRead = async (request: FastifyRequest, userId: number, throughId: number | undefined): Promise<number[]> => {
    const { ids, changes } = await ctx.db.transaction().execute(async (trx) => {
      let query = trx.selectFrom('notifications').select('id').where('user_id', '=', userId).where('read_at', 'is', null);
      if (throughId !== undefined) query = query.where('id', '<=', throughId);
      const unread = (await query.execute()).map((n) => n.id);
      if (unread.length === 0) return { ids: [], changes: [] };
      const before = await audienceOf(trx, 'notifications', unread);
      await trx.updateTable('notifications').set({ read_at: utcNow() }).where('id', 'in', unread).execute();
      return { ids: unread, changes: await recordRowChanges(trx, 'notifications', unread, 'upsert', before) };
    });
    // After commit: the user's other tabs and devices pull the read state.
    await publishChanges(ctx, changes).catch((err: unknown) => request.log.warn({ err }, 'publishing notification changes failed'));
    return ids;
  };

  app.get('/api/notifications/unread/reset', { preHandler }, async (request, reply) => {
    await markRead(request, currentUser(request).id, undefined);
    void reply.header('cache-control', 'private, no-store');
    return { count: 0 };
  });

  app.put('/api/notifications/unread/reset', { preHandler }, async (request, reply) => {
    const userId = currentUser(request).id;
    const body = parseInput(notificationsResetSchema, request.body, 'body');
    const ids = await markRead(request, userId, body.through_id);
    void reply.header('cache-control', 'private, no-store');
    return { count: await unreadCount(ctx, userId), data: await serializeRows(ctx.db, 'notifications', ids) };
  });

  registerCollection(app, ctx, {
    path: '/api/notifications',
    entity: 'notifications',
    query,
    filter(db, q) {
      let qb = db.selectFrom('notifications');
      if (q['filter[unread]'] === '1') qb = qb.where('notifications.read_at', 'is', null);
      if (q['filter[unread]'] === '0') qb = qb.where('notifications.read_at', 'is not', null);
      return qb;
    },
  });
}
