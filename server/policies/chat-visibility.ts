/**
 * Chat and notifications follow membership, for every role including admin: a channel, its
 * member rows and its messages are visible to the channel's members only (a conversation is
 * private to the people in it, and an admin's device should not sync a million messages of
 * groups it is not in); a notification only to its addressee.
 */
import { expressionBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import { AudienceBuilder } from './filter-helpers.js';
import type { AudienceMap, EntityPolicy } from './types.js';
import { audienceKey } from './viewer.js';

export const channelPolicy: EntityPolicy = {
  filter(v) {
    const eb = expressionBuilder<Database, 'channels'>();
    return eb.exists(
      eb.selectFrom('channel_groups').select('channel_groups.id').whereRef('channel_groups.channel_id', '=', 'channels.id').where('channel_groups.user_id', '=', v.userId),
    );
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('channels').select('id').where('id', 'in', chunk).execute());
    for (const r of rows) out.row(r.id, []);
    const members = await inChunks(ids, (chunk) =>
      db.selectFrom('channel_groups').select(['channel_id', 'user_id']).where('channel_id', 'in', chunk).execute(),
    );
    for (const m of members) out.add(m.channel_id, audienceKey.user(m.user_id));
    return out.build();
  },
};

export const channelGroupPolicy: EntityPolicy = {
  filter(v) {
    const eb = expressionBuilder<Database, 'channel_groups'>();
    return eb.exists(
      eb.selectFrom('channel_groups as me').select('me.id').whereRef('me.channel_id', '=', 'channel_groups.channel_id').where('me.user_id', '=', v.userId),
    );
  },
  async audience(db, ids) {
    const rows = await inChunks(ids, (chunk) =>
      db
        .selectFrom('channel_groups')
        .innerJoin('channel_groups as member', 'member.channel_id', 'channel_groups.channel_id')
        .select(['channel_groups.id as id', 'member.user_id as user_id'])
        .where('channel_groups.id', 'in', chunk)
        .execute(),
    );
    return membersAudience(rows);
  },
};

export const messagePolicy: EntityPolicy = {
  filter(v) {
    const eb = expressionBuilder<Database, 'messages'>();
    return eb.exists(
      eb.selectFrom('channel_groups').select('channel_groups.id').whereRef('channel_groups.channel_id', '=', 'messages.channel_id').where('channel_groups.user_id', '=', v.userId),
    );
  },
  async audience(db: Executor, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('messages').select('id').where('id', 'in', chunk).execute());
    for (const r of rows) out.row(r.id, []);
    const members = await inChunks(ids, (chunk) =>
      db
        .selectFrom('messages')
        .innerJoin('channel_groups', 'channel_groups.channel_id', 'messages.channel_id')
        .select(['messages.id as id', 'channel_groups.user_id as user_id'])
        .where('messages.id', 'in', chunk)
        .execute(),
    );
    for (const m of members) out.add(m.id, audienceKey.user(m.user_id));
    return out.build();
  },
};

export const notificationPolicy: EntityPolicy = {
  filter(v) {
    const eb = expressionBuilder<Database, 'notifications'>();
    return eb('notifications.user_id', '=', v.userId);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('notifications').select(['id', 'user_id']).where('id', 'in', chunk).execute());
    for (const r of rows) out.row(r.id, [audienceKey.user(r.user_id)]);
    return out.build();
  },
};

function membersAudience(rows: { id: number; user_id: number }[]): AudienceMap {
  const out = new AudienceBuilder();
  for (const r of rows) {
    out.row(r.id, []);
    out.add(r.id, audienceKey.user(r.user_id));
  }
  return out.build();
}
