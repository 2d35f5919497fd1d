/**
 * A group's messages for the conversation, newest `limit` from the local database (the index
 * [channel_id+created_at] read backwards, so a group of 100,000 messages opens on one page), and
 * the failed sends of the group, which the outbox keeps after rolling their local copy back.
 * Scrolling near the top (spec section 9: under 20 px) raises the limit, and asks the server for
 * older messages once the device has none left. A group opened online with less than a page here
 * (the first sync keeps only a recent window of each group) asks for the page before what it
 * holds at once: the conversation never opens on a few messages with nothing to scroll.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pendingWritesOfTable, type LocalDb, type MessageRow, type OutboxRow } from '../../../src-sync/index.js';
import { useObservableValue } from '../../shared/local-first/index.js';
import { useChat } from './chat-context.js';

export const PAGE = 50;

export interface Conversation {
  messages: MessageRow[] | undefined;
  failed: OutboxRow[];
  loadingOlder: boolean;
  loadOlder: () => void;
}

function newest(db: LocalDb, channelId: number, limit: number): Promise<MessageRow[]> {
  return db.messages
    .where('[channel_id+created_at]')
    .between([channelId, ''], [channelId, '\uffff'])
    .reverse()
    .limit(limit)
    .toArray()
    .then((rows) => rows.sort(byConversationOrder));
}

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

export function useConversation(channelId: number): Conversation {
  const { db, engine } = useChat();
  const [limit, setLimit] = useState(PAGE);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const exhausted = useRef(false);
  const messages = useLiveQuery(() => newest(db, channelId, limit), [db, channelId, limit]);
  const failed =
    useLiveQuery(
      async () => (await pendingWritesOfTable(db, 'messages')).filter((row) => row.state === 'failed' && row.path === `/api/messages/${channelId}`),
      [db, channelId],
    ) ?? [];
  const loadOlder = useCallback(() => {
    if (loadingOlder || messages === undefined) return;
    if (messages.length >= limit) {
      setLimit((l) => l + PAGE);
      return;
    }
    if (exhausted.current) return;
    setLoadingOlder(true);
    engine
      .loadOlderMessages(channelId)
      .then((page) => {
        exhausted.current = !page.more;
        if (page.loaded > 0) setLimit((l) => l + PAGE);
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [loadingOlder, messages, limit, engine, channelId]);
  const online = useObservableValue(engine.online$, false);
  const filled = useRef<number | null>(null);
  useEffect(() => {
    if (filled.current === channelId || !online || messages === undefined || messages.length >= PAGE) return;
    filled.current = channelId;
    loadOlder();
  }, [online, messages, loadOlder, channelId]);
  return { messages, failed, loadingOlder, loadOlder };
}
