/**
 * The floating team chat (spec section 2 "Chat widget"): a button at the bottom right with the
 * unread total, opening a 500x550 panel (350 wide on phones) with the list, a conversation, its
 * members, new members, or the combine screen. The page title reads "(N) Vigil" with N unread
 * messages. Other screens open a group through the chat launcher (src/shared/chat-launcher).
 */
import { Badge, Box, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMessageCircle, LuX } from 'react-icons/lu';
import { takeChatOpenRequest, useChatOpenRequest } from '../../shared/chat-launcher/index.js';
import { useOpenWorkspace, useWorkspace } from '../../shared/local-first/index.js';
import { toaster } from '../../shared/feedback/toaster.js';
import { formatPageTitle, APP_TITLE } from '../../shared/page-title.js';
import { useSessionState } from '../../shared/session/use-session-state.js';
import { formatBadgeCount, useIntlLocale } from '../../shared/use-intl-locale.js';
import { ChatContext, type ChatView } from './chat-context.js';
import { ChatErrorBoundary } from './chat-error-boundary.js';
import { CombineView } from './combine-view.js';
import { ConversationView } from './conversation.js';
import { GroupList } from './group-list.js';
import { MembersView } from './members-view.js';
import { NewMembersView } from './new-members-view.js';
import { useChatGroups } from './use-chat-groups.js';
import { useUnreadTotal } from './use-unread-total.js';
import { useFollowSwappedGroup } from './use-follow-swapped-group.js';
import { useIncomingAlerts } from './use-incoming-alerts.js';
import { useWindowFocus } from './use-window-focus.js';

export const WIDGET_WIDTH = 500;
export const WIDGET_WIDTH_PHONE = 350;
export const WIDGET_HEIGHT = 550;

/** The widget lives in the shell, which also frames pages before the user's local database is
 * open (sign-in redirects, the first sync): it shows once the workspace is there. */
export default function ChatWidget() {
  return useWorkspace() ? <OpenChatWidget /> : null;
}

function OpenChatWidget() {
  const { t } = useTranslation('chat');
  const locale = useIntlLocale();
  const { db, engine } = useOpenWorkspace();
  const { user } = useSessionState();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<ChatView>({ kind: 'list' });
  useFollowSwappedGroup(db, view, setView);
  const focused = useWindowFocus();
  // A screen asking to open a group needs the list to find it.
  const ask = useChatOpenRequest();
  // The group list is read live only while it is on screen or a screen asks for a group; the
  // launcher reads only its unread total (use-unread-total.ts). An admin is in every group (18,000
  // at the bench's size), a read of the list takes a second or more, and kept live behind an open
  // conversation it ran again on every message, holding the channels store: the next message's
  // write waited behind it, and the other members saw the message seconds late.
  const listLive = (open && view.kind === 'list') || ask !== null;
  const { shown: groups, fresh } = useChatGroups(db, user?.id ?? 0, listLive);
  const total = useUnreadTotal(db);
  const conversation = view.kind === 'conversation' ? view.channelId : null;
  const seen = open && focused;
  useIncomingAlerts(engine, db, user?.id ?? 0, seen ? conversation : null);

  useEffect(() => {
    document.title = formatPageTitle(total);
    return () => {
      document.title = APP_TITLE;
    };
  }, [total]);

  // A request page, a notification or a planning asks to open a group.
  useEffect(() => {
    if (!ask || !fresh) return;
    const target = ask.target;
    const found = target.kind === 'channel' ? fresh.find((g) => g.channelId === target.channelId) : fresh.find((g) => g.requestIds.includes(target.requestId));
    if (found) {
      setOpen(true);
      setView({ kind: 'conversation', channelId: found.channelId });
    } else {
      // A button that did nothing read as broken: the user is not in that group (a colleague
      // ordered it), or it has been quiet since before what this device holds.
      toaster.create({ type: 'info', title: t('noGroup') });
    }
    takeChatOpenRequest(ask);
  }, [ask, fresh, t]);

  const panel = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  // Opened, the panel takes the focus: the next Tab reaches its search and groups, not the page
  // behind it (the panel comes before the page's controls in the document).
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  // Going from one view to the next (a group opened, Back, Members) removes the button that had
  // the focus, and the focus fell to the page: Escape no longer reached the panel and Tab started
  // over from the top of the page. The panel takes back a focus that was lost, and only that one:
  // a view also changes by itself (a group's id swapped, a screen opening a group) while the user
  // types in the page beside this non-modal panel. Not the message box, which on a phone would
  // pop the keyboard up over a conversation the user only wanted to read.
  useEffect(() => {
    const box = panel.current;
    const focused = document.activeElement;
    if (box && (focused === null || focused === document.body)) box.focus();
  }, [view]);

  const close = () => {
    setOpen(false);
    // Spec section 4: closing a conversation clears the current channel.
    setView({ kind: 'list' });
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    // A group's own menu closes first, on its own.
    if (event.key !== 'Escape' || event.defaultPrevented || (event.target as Element).closest('[role="menu"]')) return;
    close();
    launcher.current?.focus();
  };

  const context = useMemo(() => (user ? { db, engine, user, go: setView } : null), [db, engine, user]);
  if (!context) return null;

  return (
    <ChatContext.Provider value={context}>
      {open && (
        <Box
          ref={panel}
          role="dialog"
          aria-label={t('title')}
          tabIndex={-1}
          outline="none"
          onKeyDown={closeOnEscape}
          data-testid="chat-widget"
          position="fixed"
          insetEnd={{ base: '2', md: '6' }}
          bottom="20"
          w={{ base: `${WIDGET_WIDTH_PHONE}px`, md: `${WIDGET_WIDTH}px` }}
          maxW="calc(100vw - 16px)"
          h={`${WIDGET_HEIGHT}px`}
          maxH="calc(100dvh - 100px)"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="lg"
          boxShadow="xl"
          zIndex="modal"
          overflow="hidden"
          display="flex"
          flexDirection="column"
        >
          <Text px="3" pt="2" fontSize="sm" fontWeight="semibold" color="fg.muted">
            {t('title')}
          </Text>
          <Box flex="1" minH="0">
            <ChatErrorBoundary message={t('loadingFailed')}>
            {view.kind === 'list' ? (
              groups === undefined ? null : <GroupList groups={groups} />
            ) : view.kind === 'conversation' ? (
              <ConversationView key={view.channelId} channelId={view.channelId} seen={seen} />
            ) : view.kind === 'members' ? (
              <MembersView channelId={view.channelId} />
            ) : view.kind === 'new-members' ? (
              <NewMembersView channelId={view.channelId} />
            ) : (
              <CombineView channelIds={view.channelIds} />
            )}
            </ChatErrorBoundary>
          </Box>
        </Box>
      )}
      <Box position="fixed" insetEnd={{ base: '3', md: '6' }} bottom={{ base: '3', md: '6' }} zIndex="modal">
        <IconButton
          size="xl"
          borderRadius="full"
          colorPalette="brand"
          boxShadow="lg"
          aria-label={open ? t('launcher.close') : t('launcher.open')}
          aria-expanded={open}
          data-testid="chat-launcher"
          ref={launcher}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {open ? <LuX /> : <LuMessageCircle />}
        </IconButton>
        {total > 0 && (
          <Badge
            position="absolute"
            top="-1"
            insetEnd="-1"
            colorPalette="red"
            variant="solid"
            borderRadius="full"
            data-testid="chat-unread-total"
            aria-label={t('launcher.unread', { count: total })}
          >
            {formatBadgeCount(total, locale)}
          </Badge>
        )}
      </Box>
    </ChatContext.Provider>
  );
}
