/**
 * The caller's own notification centre (spec section 7): GET /api/notifications
 * (sort=-id by default, page[number]=n, filter[unread]=1), /api/notifications/:id,
 * GET /api/notifications/unread -> {count}, and GET /api/notifications/unread/reset, which
 * marks them all read (a GET because the spec calls it so; it is idempotent).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { utcNow } from '../../lib/time.js';
import { audienceOf } from '../../policies/index.js';
import { publishChanges } from '../../sync/publish-changes.js';
import { recordRowChanges } from '../../sync/record-row-changes.js';
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

  app.get('/api/notifications/unread/reset', { preHandler }, async (request, reply) => {
    const userId = currentUser(request).id;
    const changes = await ctx.db.transaction().execute(async (trx) => {
      const unread = await trx.selectFrom('notifications').select('id').where('user_id', '=', userId).where('read_at', 'is', null).execute();
      const ids = unread.map((n) => n.id);
      if (ids.length === 0) return [];
      const before = await audienceOf(trx, 'notifications', ids);
      await trx.updateTable('notifications').set({ read_at: utcNow() }).where('id', 'in', ids).execute();
      return recordRowChanges(trx, 'notifications', ids, 'upsert', before);
    });
    // After commit: the user's other tabs and devices pull the read state.
    await publishChanges(ctx, changes).catch((err: unknown) => request.log.warn({ err }, 'publishing notification changes failed'));
    void reply.header('cache-control', 'private, no-store');
    return { count: 0 };
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
