/**
 * The stored messages a conversation shows (use-conversation.ts), read through the index
 * [channel_id+created_at], so a group of 100,000 messages opens on one page.
 *
 * Until the device holds a page of the group the conversation shows its newest messages (a page,
 * and a page more per scroll to the top). From the first read that fills that span on, it shows
 * every message from the oldest it showed (its floor) onwards, and `older` messages before that
 * floor, raised a page at a time as the user scrolls up. A count of newest messages would slide
 * with every message that arrives: the oldest one shown would leave the top of the list, and a
 * user reading there would lose their place (the browser pulls the scroll position down when the
 * list gets shorter above the view).
 *
 * Times are whole seconds and a busy group writes several messages a second, so the floor is a
 * message (its time and id), compared in conversation order, not a time.
 */
import type { LocalDb, MessageEchoes, MessageRow } from '../../../src-sync/index.js';
import { byConversationOrder } from './conversation-order.js';

export const PAGE = 50;

type Place = Pick<MessageRow, 'id' | 'created_at'>;

export interface ConversationSpan {
  /** The oldest message shown; null until the device holds a page of the group. */
  floor: Place | null;
  /** How many messages before the floor are shown too (without a floor: more than a page). */
  older: number;
}

export interface ConversationRead {
  rows: MessageRow[];
  /** The echoes' generation when the read started (what it can have seen stored). */
  readAt: number;
  /** The floor this read shows from: without one, its oldest row once it read a full span. */
  floor: Place | null;
}

/** The oldest of `rows` in conversation order (undefined for none). */
export function oldestOf<T extends Place>(rows: readonly T[]): T | undefined {
  let oldest: T | undefined;
  for (const row of rows) if (oldest === undefined || byConversationOrder(row, oldest) < 0) oldest = row;
  return oldest;
}

export async function readConversation(db: LocalDb, echoes: MessageEchoes, channelId: number, span: ConversationSpan): Promise<ConversationRead> {
  const readAt = echoes.generation();
  const index = () => db.messages.where('[channel_id+created_at]');
  const { floor } = span;
  if (floor === null) {
    const limit = PAGE + span.older;
    const rows = await index().between([channelId, ''], [channelId, '\uffff']).reverse().limit(limit).toArray();
    const oldest = oldestOf(rows);
    return { rows, readAt, floor: rows.length < limit || oldest === undefined ? null : { id: oldest.id, created_at: oldest.created_at } };
  }
  const fromFloorSecond = await index().between([channelId, floor.created_at], [channelId, '\uffff']).toArray();
  const since = fromFloorSecond.filter((row) => byConversationOrder(row, floor) >= 0);
  if (span.older === 0) return { rows: since, readAt, floor };
  // Backwards from the floor's second: its messages before the floor, then older seconds.
  const inFloorSecond = fromFloorSecond.filter((row) => row.created_at === floor.created_at).length;
  const backwards = await index().between([channelId, ''], [channelId, floor.created_at], true, true).reverse().limit(span.older + inFloorSecond).toArray();
  const before = backwards
    .filter((row) => byConversationOrder(row, floor) < 0)
    .sort((a, b) => byConversationOrder(b, a))
    .slice(0, span.older);
  return { rows: [...before, ...since], readAt, floor };
}

/** Whether the device holds a message of the group before `oldest` (none: whether it holds any). */
export async function holdsOlderMessage(db: LocalDb, channelId: number, oldest: Place | undefined): Promise<boolean> {
  const fromStart = db.messages.where('[channel_id+created_at]');
  if (oldest === undefined) return (await fromStart.between([channelId, ''], [channelId, '\uffff']).first()) !== undefined;
  // From the group's start: the first message is older, or the scan ends within oldest's second.
  const first = await fromStart
    .between([channelId, ''], [channelId, oldest.created_at], true, true)
    .filter((row) => byConversationOrder(row, oldest) < 0)
    .first();
  return first !== undefined;
}
