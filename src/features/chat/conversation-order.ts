/** The order of a conversation's messages (use-conversation.ts, read-conversation.ts). */
import type { MessageRow } from '../../../src-sync/index.js';

/**
 * Times are whole seconds, so a message written just after another in the same second ties on
 * the index, and the index then orders by id: a waiting message (negative temporary id) would
 * show above the message before it. Within a second, stored messages come by id, then waiting
 * ones in the order written (their temporary ids decrease).
 */
export function byConversationOrder(a: Pick<MessageRow, 'id' | 'created_at'>, b: Pick<MessageRow, 'id' | 'created_at'>): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  const aWaiting = a.id < 0;
  const bWaiting = b.id < 0;
  if (aWaiting !== bWaiting) return aWaiting ? 1 : -1;
  return aWaiting ? b.id - a.id : a.id - b.id;
}
