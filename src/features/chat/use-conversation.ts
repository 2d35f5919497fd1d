/**
 * A group's messages for the conversation (which stored ones: read-conversation.ts), and the
 * failed sends of the group, which the outbox keeps after rolling their local copy back.
 * Scrolling near the top (spec section 9: under 20 px) shows a page more of what the device
 * holds, and asks the server for older messages once the device has none left. A group opened
 * online with less than a page here (the first sync keeps only a recent window of each group)
 * asks for the page before what it holds at once: the conversation never opens on a few
 * messages with nothing to scroll.
 *
 * Own messages being written show from their in-memory echo (src-sync chat/message-echoes.ts)
 * until a read shows their stored copy: Enter paints the message in its own frame.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { messageEchoes, pendingWritesOfTable, type MessageEchoes, type MessageRow, type OutboxRow } from '../../../src-sync/index.js';
import { useObservableValue } from '../../shared/local-first/index.js';
import { useChat } from './chat-context.js';
import { byConversationOrder } from './conversation-order.js';
import { holdsOlderMessage, oldestOf, PAGE, readConversation, type ConversationRead, type ConversationSpan } from './read-conversation.js';

export interface Conversation {
  messages: MessageRow[] | undefined;
  failed: OutboxRow[];
  loadingOlder: boolean;
  loadOlder: () => void;
}

/** The stored messages and the echoes they do not show yet, in conversation order. */
function withEchoes(read: ConversationRead, echoes: MessageEchoes, channelId: number): MessageRow[] {
  const shown = new Set<string>();
  for (const row of read.rows) if (row.tempId !== null) shown.add(row.tempId);
  return [...read.rows, ...echoes.unseenBy(channelId, read.readAt, shown)].sort(byConversationOrder);
}

export function useConversation(channelId: number): Conversation {
  const { db, engine } = useChat();
  const [span, setSpan] = useState<ConversationSpan>({ floor: null, older: 0 });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const busy = useRef(false);
  const exhausted = useRef(false);
  const echoes = messageEchoes(db);
  const echoVersion = useSyncExternalStore(
    useCallback((listener: () => void) => echoes.subscribe(listener), [echoes]),
    () => echoes.snapshot(),
  );
  const read = useLiveQuery(() => readConversation(db, echoes, channelId, span), [db, echoes, channelId, span]);
  // echoVersion: a new echo (Enter) shows in the keystroke's own render.
  const messages = useMemo(() => (read === undefined ? undefined : withEchoes(read, echoes, channelId)), [read, echoes, channelId, echoVersion]);
  useEffect(() => {
    if (read !== undefined) echoes.forgetSeen(channelId, read.readAt);
  }, [read, echoes, channelId]);
  // The first read of a full span fixes the floor: from then on, arriving messages add below
  // the oldest shown.
  const fixedFloor = read?.floor ?? null;
  useEffect(() => {
    if (fixedFloor !== null && span.floor === null) setSpan({ floor: fixedFloor, older: 0 });
  }, [fixedFloor, span.floor]);
  const failed =
    useLiveQuery(
      async () => (await pendingWritesOfTable(db, 'messages')).filter((row) => row.state === 'failed' && row.path === `/api/messages/${channelId}`),
      [db, channelId],
    ) ?? [];
  const loadOlder = useCallback(() => {
    if (busy.current || read === undefined) return;
    busy.current = true;
    const raise = () => setSpan((s) => ({ floor: s.floor, older: s.older + PAGE }));
    holdsOlderMessage(db, channelId, oldestOf(read.rows))
      .then(async (here) => {
        if (here) return raise();
        if (exhausted.current) return;
        setLoadingOlder(true);
        try {
          const page = await engine.loadOlderMessages(channelId);
          exhausted.current = !page.more;
          if (page.loaded > 0) raise();
        } finally {
          setLoadingOlder(false);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  }, [read, db, engine, channelId]);
  const online = useObservableValue(engine.online$, false);
  const filled = useRef<number | null>(null);
  useEffect(() => {
    if (filled.current === channelId || !online || messages === undefined || messages.length >= PAGE) return;
    filled.current = channelId;
    loadOlder();
  }, [online, messages, loadOlder, channelId]);
  return { messages, failed, loadingOlder, loadOlder };
}
