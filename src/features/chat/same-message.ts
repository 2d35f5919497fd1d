/**
 * Whether two copies of a message show the same: every read of the conversation gives new row
 * objects, and a bubble re-renders only for a message that changed (a status, a translation,
 * the server's copy replacing the local one), not for each message on every read.
 */
import type { MessageRow } from '../../../src-sync/index.js';

export function sameMessage(a: MessageRow, b: MessageRow): boolean {
  if (a === b) return true;
  if (
    a.id !== b.id || a.tempId !== b.tempId || a.channel_id !== b.channel_id || a.text !== b.text || a.tr_text !== b.tr_text || a.image !== b.image ||
    a.created_at !== b.created_at || a.request_status !== b.request_status || a.user?.id !== b.user?.id ||
    a.user?.first_name !== b.user?.first_name || a.user?.last_name !== b.user?.last_name || a.message_status.length !== b.message_status.length
  ) {
    return false;
  }
  for (let i = 0; i < a.message_status.length; i++) {
    const x = a.message_status[i];
    const y = b.message_status[i];
    if (x?.user_id !== y?.user_id || x?.status !== y?.status || x?.tr_text !== y?.tr_text) return false;
  }
  return JSON.stringify(a.system ?? null) === JSON.stringify(b.system ?? null);
}
