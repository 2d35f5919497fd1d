/**
 * Posting a message into a group, inside the caller's write transaction: the message, one
 * status row per other member (0 = unread) with that member's translation, and the channel's
 * last message, all registered with the change tracker so the change log, the `changes` event
 * and the named `new-message` / `channel-updated` events reach the members only.
 *
 * Translations are fetched before the transaction (`translateForMembers`): a slow translator
 * must never hold the database's write lock.
 */
import { utcNow } from '../lib/time.js';
import type { Executor } from '../sync/change-log.js';
import type { ChangeTracker } from '../writes/change-tracker.js';
import type { SystemMessage } from '../../src-sync/protocol/chat-system.js';
import { translationLanguage, type Translator } from './translator.js';
import { addUnread } from './unread-totals.js';

/** user id -> that member's translation of the text (absent: shown as written). */
export type Translations = Map<number, string>;

export async function translateForMembers(db: Executor, translator: Translator, channelId: number, senderId: number | null, text: string | null): Promise<Translations> {
  const out: Translations = new Map();
  if (text === null || text.trim() === '') return out;
  const members = await db
    .selectFrom('channel_groups')
    .innerJoin('users', 'users.id', 'channel_groups.user_id')
    .select(['users.id', 'users.language'])
    .where('channel_groups.channel_id', '=', channelId)
    .execute();
  const sender = senderId === null ? undefined : await db.selectFrom('users').select('language').where('id', '=', senderId).executeTakeFirst();
  const source = translationLanguage(sender?.language);
  const byLanguage = new Map<string, Promise<string | null>>();
  for (const member of members) {
    if (member.id === senderId) continue;
    const target = translationLanguage(member.language);
    if (target === source) continue;
    let pending = byLanguage.get(target);
    if (!pending) {
      pending = translator.translate(text, source, target);
      byLanguage.set(target, pending);
    }
    const translated = await pending;
    if (translated !== null) out.set(member.id, translated);
  }
  return out;
}

export interface NewMessage {
  channelId: number;
  /** Null for a system message (spec section 3: no user). */
  userId: number | null;
  text: string | null;
  image: string | null;
  tempId: string | null;
  requestStatus: string | null;
  translations: Translations;
  /** A system message's key and parameters (chat-system.ts), worded on each device. */
  system?: SystemMessage;
  /** A member who already knows (the user whose action a system message records): read for them. */
  readBy?: number;
}

export async function postMessage(trx: Executor, changes: ChangeTracker, message: NewMessage): Promise<number> {
  const now = utcNow();
  const row = await trx
    .insertInto('messages')
    .values({
      channel_id: message.channelId,
      user_id: message.userId,
      text: message.text,
      tr_text: null,
      image: message.image,
      request_status: message.requestStatus,
      temp_id: message.tempId,
      system_key: message.system?.key ?? null,
      system_params: message.system ? JSON.stringify(message.system.params) : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const recipients = await trx.selectFrom('channel_groups').select('user_id').where('channel_id', '=', message.channelId).execute();
  const statuses = recipients
    .filter((r) => r.user_id !== message.userId)
    .map((r) => ({ message_id: row.id, user_id: r.user_id, status: r.user_id === message.readBy ? 1 : 0, tr_text: message.translations.get(r.user_id) ?? null }));
  if (statuses.length > 0) await trx.insertInto('message_status').values(statuses).execute();
  await addUnread(trx, message.channelId, statuses.filter((s) => s.status === 0).map((s) => s.user_id));
  await changes.before('channels', [message.channelId]);
  await trx.updateTable('channels').set({ last_message_id: row.id, updated_at: now }).where('id', '=', message.channelId).execute();
  changes.created('messages', [row.id]);
  return row.id;
}
