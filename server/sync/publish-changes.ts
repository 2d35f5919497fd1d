/**
 * After-commit notification: tells every user who can see a changed row now, or could before
 * the change, that the feed moved on (realtime event `changes` with `{cursor}` on their
 * `private-App.User.{id}`); their client then pulls from its own cursor.
 *
 * Call it AFTER the transaction that recorded the changes has committed, never inside it: a
 * client woken earlier would pull before the rows are visible and miss them until the next
 * event.
 *
 *   const changes = await db.transaction().execute(async (trx) => { …; return recordRowChanges(…) });
 *   await publishChanges(ctx, changes);
 *
 * Publishing is best effort: a failure is logged by the caller's logger, never undoes the write,
 * and clients also pull on every (re)subscription, so a lost event only delays the update.
 */
import type { AppContext } from '../app-context.js';
import { audienceOf, usersForAudience, type AudienceKey } from '../policies/index.js';
import { userChannel } from '../realtime/broadcaster.js';
import { changesEventSchema, type SyncEntity } from '../../src-sync/protocol/sync.js';
import { parseScope } from './change-scope.js';
import { inChunks } from './in-chunks.js';

export interface PublishedChange {
  entity: SyncEntity;
  id: number;
  seq: number;
}

/** The users to wake for these changes: current audience of each row plus its logged previous
 * audience. Exported for tests and for routes that send their own named events. */
export async function usersToNotify(ctx: Pick<AppContext, 'db'>, changes: readonly PublishedChange[]): Promise<number[]> {
  if (changes.length === 0) return [];
  const keys = new Set<AudienceKey>();
  const byEntity = new Map<SyncEntity, number[]>();
  for (const c of changes) byEntity.set(c.entity, [...(byEntity.get(c.entity) ?? []), c.id]);
  for (const [entity, ids] of byEntity) {
    for (const audience of (await audienceOf(ctx.db, entity, ids)).values()) for (const key of audience) keys.add(key);
  }
  // In chunks: a rename logs every row that carries the name (server/writes/carried-copies.ts).
  const logged = await inChunks(changes.map((c) => c.seq), (chunk) => ctx.db.selectFrom('change_log').select('scope').where('seq', 'in', chunk).execute());
  for (const row of logged) {
    const previous = parseScope(row.scope).previous;
    // Unknown previous audience: wake every user, as the feed will send them the delete.
    if (previous === null) keys.add('all');
    else for (const key of previous) keys.add(key);
  }
  return usersForAudience(ctx.db, keys);
}

export async function publishChanges(ctx: Pick<AppContext, 'db' | 'broadcaster'>, changes: readonly PublishedChange[]): Promise<void> {
  if (changes.length === 0) return;
  const users = await usersToNotify(ctx, changes);
  if (users.length === 0) return;
  const cursor = changes.reduce((max, c) => Math.max(max, c.seq), 0);
  await ctx.broadcaster.publish(users.map(userChannel), 'changes', changesEventSchema.parse({ cursor }));
}
