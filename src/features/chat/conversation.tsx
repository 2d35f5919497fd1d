/**
 * The conversation (spec section 2): header with the group's name and Members, the messages
 * (older ones loaded when scrolled near the top), the composer. While it is open, the widget is
 * visible and the window focused, every message is marked read (spec section 4): on opening, and
 * again whenever a message unread for this user arrives (not on every change: an own message
 * being sent, a read receipt, need no read).
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { markChannelRead, type ChannelGroupRow, type MessageRow } from '../../../src-sync/index.js';
import { useValueAfterPaint } from '../../shared/rendering/use-value-after-paint.js';
import { useChat } from './chat-context.js';
import { Composer } from './composer.js';
import { FailedMessage } from './failed-message.js';
import { MessageBubble } from './message-bubble.js';
import { useConversation } from './use-conversation.js';
import { ViewHeader } from './view-header.js';

/** Spec section 9: load more when the list's scroll top is under 20. */
const LOAD_MORE_AT = 20;
const NO_MEMBERS: ChannelGroupRow[] = [];
/**
 * Bubbles of the first paint: the panel shows about ten, and rendering the whole page of 50 takes
 * longer than the newest page's paint may (DESIGN.md section 6). The older ones render right
 * after that first frame, long before anyone can scroll up to them.
 */
export const FIRST_PAINT_BUBBLES = 15;

/** A message's key in the list: its tempId, which the server's copy of an own message keeps when
 * its id replaces the temporary one, so a delivery is not a new message. */
function messageKey(message: MessageRow): string | number {
  return message.tempId ?? message.id;
}

/** The newest message of the page still unread for `userId` (another member's). */
function newestUnread(messages: readonly MessageRow[] | undefined, userId: number): number | null {
  if (messages === undefined) return null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as MessageRow;
    if (message.message_status.some((s) => s.user_id === userId && s.status === 0)) return message.id;
  }
  return null;
}

export function ConversationView({ channelId, seen }: { channelId: number; seen: boolean }) {
  const { t } = useTranslation('chat');
  const { db, user, go } = useChat();
  const channel = useLiveQuery(() => db.channels.get(channelId), [db, channelId]);
  const members = useLiveQuery(() => db.channel_groups.where('channel_id').equals(channelId).toArray(), [db, channelId]) ?? NO_MEMBERS;
  const { messages, failed, loadingOlder, loadOlder } = useConversation(channelId);
  const list = useRef<HTMLDivElement>(null);
  // Whether the newest message is in view, as of the last scroll (read without layout).
  const atNewest = useRef(true);
  const wholePage = useValueAfterPaint(messages !== undefined);
  const shown = messages === undefined || wholePage ? messages : messages.slice(-FIRST_PAINT_BUBBLES);
  const newest = messages?.[messages.length - 1];
  const newestKey = newest === undefined ? undefined : messageKey(newest);
  const unreadId = newestUnread(messages, user.id);
  // Read while seen: on opening, and for each unread message arriving while it is open and seen.
  useEffect(() => {
    if (seen) void markChannelRead(db, channelId, user.id).catch(() => undefined);
  }, [seen, db, channelId, user.id, unreadId]);

  // The same element while the name stays: a message shown re-renders the list, not the header.
  const name = channel?.name ?? '';
  const header = useMemo(
    () => (
      <ViewHeader
        title={name}
        testId="chat-conversation-title"
        onBack={() => go({ kind: 'list' })}
        action={
          <Button size="xs" variant="outline" onClick={() => go({ kind: 'members', channelId })}>
            {t('conversation.members')}
          </Button>
        }
      />
    ),
    [name, go, channelId, t],
  );

  // An own message sent while the user reads older ones brings the newest back into view. Only
  // then: the scroll write makes the browser lay out within the keystroke's task. And once per
  // message: its delivery later (the same key) or its coming back as the newest (a read between
  // two writes) is not a message being sent, and the user may have scrolled up to read meanwhile.
  const ownNewest = newest?.user?.id === user.id;
  const beenNewest = useRef(new Set<string | number>());
  useLayoutEffect(() => {
    if (newestKey === undefined || beenNewest.current.has(newestKey)) return;
    beenNewest.current.add(newestKey);
    const el = list.current;
    if (el && ownNewest && !atNewest.current) {
      el.scrollTop = 0;
      atNewest.current = true;
    }
  }, [newestKey, ownNewest]);

  return (
    <Stack gap="0" h="full" minH="0">
      {header}
      {/* Reversed, so the scroll position counts from the newest message (scrollTop 0, negative
          upwards): the list opens at the newest, a message added below keeps the newest in view,
          and older ones added above leave the view where it is, all without a scroll written
          from script, which would lay the panel out inside the keystroke that sent a message. */}
      <Box
        ref={list}
        flex="1"
        minH="0"
        overflowY="auto"
        display="flex"
        flexDirection="column-reverse"
        px="3"
        py="2"
        data-testid="chat-messages"
        onScroll={(e) => {
          const el = e.currentTarget;
          const fromNewest = Math.abs(el.scrollTop);
          atNewest.current = fromNewest < 40;
          if (el.scrollHeight - el.clientHeight - fromNewest < LOAD_MORE_AT) loadOlder();
        }}
      >
        {/* Grows to the panel's height, so that a short conversation starts at the top. */}
        <Stack gap="3" flex="1 0 auto">
          {loadingOlder && (
            <Text fontSize="xs" color="fg.muted" textAlign="center">
              {t('conversation.loadingOlder')}
            </Text>
          )}
          {messages?.length === 0 && failed.length === 0 && (
            <Text fontSize="sm" color="fg.muted" textAlign="center" py="6">
              {t('conversation.empty')}
            </Text>
          )}
          {shown?.map((message) => <MessageBubble key={messageKey(message)} message={message} members={members} />)}
          {failed.map((row) => (
            <FailedMessage key={row.uuid} row={row} />
          ))}
        </Stack>
      </Box>
      <Composer channelId={channelId} />
    </Stack>
  );
}
