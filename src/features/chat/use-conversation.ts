/**
 * A group's messages for the conversation, newest `limit` from the local database (the index
 * [channel_id+created_at] read backwards, so a group of 100,000 messages opens on one page), and
 * the failed sends of the group, which the outbox keeps after rolling their local copy back.
 * Scrolling near the top (spec section 9: under 20 px) raises the limit, and asks the server for
 * older messages once the device has none left. A group opened online with less than a page here
 * (the first sync keeps only a recent window of each group) asks for the page before what it
 * holds at once: the conversation never opens on a few messages with nothing to scroll.
 *
 * Own messages being written show from their in-memory echo (src-sync chat/message-echoes.ts)
 * until a read shows their stored copy: Enter paints the message in its own frame.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { messageEchoes, pendingWritesOfTable, type LocalDb, type MessageEchoes, type MessageRow, type OutboxRow } from '../../../src-sync/index.js';
import { useObservableValue } from '../../shared/local-first/index.js';
import { useChat } from './chat-context.js';

export const PAGE = 50;

export interface Conversation {
  messages: MessageRow[] | undefined;
  failed: OutboxRow[];
  loadingOlder: boolean;
  loadOlder: () => void;
}

interface NewestRead {
  rows: MessageRow[];
  /** The echoes' generation when the read started (what it can have seen stored). */
  readAt: number;
}

function newest(db: LocalDb, echoes: MessageEchoes, channelId: number, limit: number): Promise<NewestRead> {
  const readAt = echoes.generation();
  return db.messages
    .where('[channel_id+created_at]')
    .between([channelId, ''], [channelId, '\uffff'])
    .reverse()
    .limit(limit)
    .toArray()
    .then((rows) => ({ rows, readAt }));
}

/** The stored messages and the echoes they do not show yet, in conversation order. */
function withEchoes(read: NewestRead, echoes: MessageEchoes, channelId: number): MessageRow[] {
  const shown = new Set<string>();
  for (const row of read.rows) if (row.tempId !== null) shown.add(row.tempId);
  return [...read.rows, ...echoes.unseenBy(channelId, read.readAt, shown)].sort(byConversationOrder);
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
  const echoes = messageEchoes(db);
  const echoVersion = useSyncExternalStore(
    useCallback((listener: () => void) => echoes.subscribe(listener), [echoes]),
    () => echoes.snapshot(),
  );
  const read = useLiveQuery(() => newest(db, echoes, channelId, limit), [db, echoes, channelId, limit]);
  // echoVersion: a new echo (Enter) shows in the keystroke's own render.
  const messages = useMemo(() => (read === undefined ? undefined : withEchoes(read, echoes, channelId)), [read, echoes, channelId, echoVersion]);
  useEffect(() => {
    if (read !== undefined) echoes.forgetSeen(channelId, read.readAt);
  }, [read, echoes, channelId]);
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
