/**
 * The recent chat window: what a device's first sync keeps of each group's history. A group's
 * newest CHAT_WINDOW_MESSAGES messages (the conversation's first screen: the group opens on them
 * offline), and of those only the ones at most CHAT_WINDOW_DAYS old, so the first sign-in grows
 * with the company's recent chat, not with its history. Ten, not a whole page of 50: an admin is
 * in every request's group, and at a million messages the newest 50 of each came to 480,095
 * rows, 1.62x the first sync without chat; a conversation opened online fills its page from the
 * server at once. Everything older is paged from
 * `GET /api/messages/{channelId}?before=` as the user scrolls up, and kept; messages sent after
 * the first sync come through the change feed and `new-message` like before.
 *
 * The condition is evaluated per message row from indexes only: the message's primary key, then
 * `messages(channel_id, id)` read backwards CHAT_WINDOW_MESSAGES entries for the group's floor
 * (the time test first, so an old message costs one primary-key read).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { toUtcText } from '../lib/time.js';

export const CHAT_WINDOW_MESSAGES = 10;
export const CHAT_WINDOW_DAYS = 7;

/** The oldest `created_at` (UTC wire text) a message of the window may have at `now`. */
export function chatWindowStart(now: Date): string {
  return toUtcText(new Date(now.getTime() - CHAT_WINDOW_DAYS * 86_400_000));
}

/** True for a row of `messages` (in the query's scope under that name) inside its group's window. */
export function inChatWindow(since: string): Expression<SqlBool> {
  const offset = sql.lit(CHAT_WINDOW_MESSAGES - 1);
  return sql<SqlBool>`(messages.created_at >= ${since} and messages.id >= coalesce((select w.id from messages w where w.channel_id = messages.channel_id order by w.id desc limit 1 offset ${offset}), 0))`;
}
