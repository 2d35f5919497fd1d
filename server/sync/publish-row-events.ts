/**
 * After-commit named events that carry the full row (spec section 7: `request-created`,
 * `request-updated` on `private-App.User.{id}`), so an open screen updates at once; the client
 * still pulls on the `changes` event, so a lost or malformed named event only delays it.
 * Sent only to users who can see the row now: one who just lost it learns that from the feed.
 */
import type { AppContext } from '../app-context.js';
import { audienceOf, usersForAudience } from '../policies/index.js';
import { userChannel } from '../realtime/broadcaster.js';
import { serializeRows } from '../serialize/index.js';
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import type { RecordedChange } from './record-row-changes.js';

/** Entities with named row events, and the payload key the row travels under. */
const ROW_EVENTS: Partial<Record<SyncEntity, { created: string; updated: string | null; key: string }>> = {
  requests: { created: 'request-created', updated: 'request-updated', key: 'request' },
  // Chat (spec section 7): a new message and a created or changed group, to its members only. A
  // message changing later (someone read it) travels with the feed, not as a "new" message.
  messages: { created: 'new-message', updated: null, key: 'message' },
  channels: { created: 'channel-created', updated: 'channel-updated', key: 'channel' },
  // Field: an SOS rings at once on every screen that may see it; markers move on the team map.
  sos_alerts: { created: 'sos-raised', updated: 'sos-updated', key: 'sos' },
  agent_positions: { created: 'team-location-updated', updated: 'team-location-updated', key: 'location' },
};

/** Users who joined a group in this write, by channel: for them the group is new
 * (`channel-created`), for the other members it changed (`channel-updated`). */
async function joinersByChannel(db: AppContext['db'], changes: readonly RecordedChange[]): Promise<Map<number, Set<number>>> {
  const ids = changes.filter((c) => c.entity === 'channel_groups' && c.op === 'upsert' && c.created === true).map((c) => c.id);
  const out = new Map<number, Set<number>>();
  if (ids.length === 0) return out;
  const rows = await db.selectFrom('channel_groups').select(['channel_id', 'user_id']).where('id', 'in', ids).execute();
  for (const row of rows) out.set(row.channel_id, (out.get(row.channel_id) ?? new Set<number>()).add(row.user_id));
  return out;
}

export async function publishRowEvents(ctx: Pick<AppContext, 'db' | 'broadcaster'>, changes: readonly RecordedChange[]): Promise<void> {
  const joiners = await joinersByChannel(ctx.db, changes);
  for (const [entity, spec] of Object.entries(ROW_EVENTS) as [SyncEntity, NonNullable<(typeof ROW_EVENTS)[SyncEntity]>][]) {
    // A row logged because a name it carries changed (a client renamed: every request of it)
    // travels with the feed alone; an event per row would flood every screen.
    const upserts = changes.filter((c) => c.entity === entity && c.op === 'upsert' && c.carried !== true && (c.created === true || spec.updated !== null));
    if (upserts.length === 0) continue;
    const rows = await serializeRows(ctx.db, entity, upserts.map((c) => c.id));
    const audiences = await audienceOf(ctx.db, entity, upserts.map((c) => c.id));
    for (const change of upserts) {
      const row = rows.find((r) => r.id === change.id);
      const users = await usersForAudience(ctx.db, new Set(audiences.get(change.id) ?? []));
      const event = change.created === true ? spec.created : spec.updated;
      if (row === undefined || users.length === 0 || event === null) continue;
      const joined = entity === 'channels' && change.created !== true ? joiners.get(change.id) : undefined;
      if (joined !== undefined) {
        const fresh = users.filter((id) => joined.has(id));
        const others = users.filter((id) => !joined.has(id));
        if (fresh.length > 0) await ctx.broadcaster.publish(fresh.map(userChannel), spec.created, { [spec.key]: row });
        if (others.length > 0) await ctx.broadcaster.publish(others.map(userChannel), event, { [spec.key]: row });
        continue;
      }
      await ctx.broadcaster.publish(users.map(userChannel), event, { [spec.key]: row });
    }
  }
}
