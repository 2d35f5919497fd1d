/**
 * The bell of the top bar (spec section 7 "Notifications"): the unread count, and the centre: a
 * list newest first, a page at a time, read from the local database. Opening it resets the
 * unread count (a queued write, offline too) for what the user has in front of them; those stay
 * highlighted until it closes. Each item opens its request or planning.
 */
import { Badge, Box, Button, EmptyState, IconButton, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBell, LuBellOff } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { markNotificationsRead, type Local, type NotificationRow, type UserWorkspace } from '../../../src-sync/index.js';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { useWorkspace } from '../../shared/local-first/workspace-context.js';
import { HistoryFromServer } from '../../shared/local-first/history-from-server.js';
import { useSyncFlags } from '../../shared/local-first/use-sync-flags.js';
import { formatBadgeCount, useIntlLocale } from '../../shared/use-intl-locale.js';
import { NotificationItem } from './notification-item.js';
import { notificationTarget } from './notification-text.js';
import { useNotificationPages } from './use-notification-pages.js';
import { useUnreadCount } from './use-unread-count.js';
import { bellOpen } from './bell-open.js';

/** Nothing before the user's workspace is open (there is no local database to read yet). */
export function NotificationBell() {
  const workspace = useWorkspace();
  if (!workspace) return null;
  return <Bell key={workspace.userId} workspace={workspace} />;
}

function Bell({ workspace }: { workspace: UserWorkspace }) {
  const { t } = useTranslation('notifications');
  const { db } = workspace;
  const locale = useIntlLocale();
  const unread = useUnreadCount(db) ?? 0;
  const [open, setOpen] = useState(false);
  const [pages, setPages] = useState(1);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const list = useNotificationPages(db, open ? pages : 1, open);
  const sync = useSyncFlags(workspace.engine);
  // Nothing here yet while the first sync is still on its way: not "No notifications yet".
  const firstSync = sync.online && sync.lastSyncAt === null && sync.pullError === null;
  const navigate = useNavigate();
  // A page loaded from the server shows at once, below the ones shown.
  const showMore = useCallback(() => setPages((count) => count + 1), []);
  // Closed, or gone while open (signed out): the toasts come back.
  useEffect(() => {
    bellOpen.set(open);
    return () => bellOpen.set(false);
  }, [open]);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    setFresh(new Set());
    if (!next) setPages(1);
  }, []);

  // Opened, and while open: what the list shows unread is marked new there, and read with every
  // older one, so one arriving while the list is open (it gets no toast then) is marked too and
  // the badge does not count up under the open list. Keyed by the rows themselves: a count could
  // stay the same when a read and an arrival land together.
  const unreadShown = open && list ? list.rows.filter((row) => row.read_at === null).map((row) => row.id) : [];
  const unreadKey = unreadShown.join(',');
  useEffect(() => {
    if (unreadKey === '') return;
    const ids = unreadKey.split(',').map(Number);
    setFresh((shown) => new Set([...shown, ...ids]));
    markNotificationsRead(db, Math.max(...ids)).catch((error: unknown) => notifyFailure(t('centre.resetWhat'), error));
  }, [unreadKey, db, t]);

  const openItem = (row: Local<NotificationRow>) => {
    const target = notificationTarget(row);
    setOpen(false);
    if (target) void navigate(target);
  };

  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  return (
    <Popover.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" aria-label={label} position="relative" data-testid="notification-bell" data-unread={unread}>
          <LuBell />
          {unread > 0 && (
            <Badge
              position="absolute"
              top="1"
              insetInlineEnd="0.5"
              size="xs"
              variant="solid"
              colorPalette="red"
              borderRadius="full"
              minW="4.5"
              justifyContent="center"
              pointerEvents="none"
              data-testid="notification-count"
            >
              {formatBadgeCount(unread, locale)}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 24px)', sm: '380px' }} maxH="min(560px, calc(100dvh - 96px))" overflow="hidden" display="flex" flexDirection="column" data-testid="notification-centre">
            <Box px="3" py="2.5" borderBottomWidth="1px">
              <Popover.Title fontWeight="semibold">{t('centre.title')}</Popover.Title>
            </Box>
            <Box overflowY="auto" flex="1" minH="0">
              {list === undefined ? null : list.rows.length === 0 && firstSync ? (
                <EmptyState.Root size="sm" data-testid="notification-loading">
                  <EmptyState.Content>
                    <EmptyState.Indicator>
                      <Spinner />
                    </EmptyState.Indicator>
                    <EmptyState.Title role="status">{t('centre.loading')}</EmptyState.Title>
                  </EmptyState.Content>
                </EmptyState.Root>
              ) : list.rows.length === 0 ? (
                <EmptyState.Root size="sm">
                  <EmptyState.Content>
                    <EmptyState.Indicator>
                      <LuBellOff />
                    </EmptyState.Indicator>
                    <EmptyState.Title>{t('centre.empty')}</EmptyState.Title>
                  </EmptyState.Content>
                </EmptyState.Root>
              ) : (
                <Stack gap="0">
                  {list.rows.map((row) => (
                    <NotificationItem key={row.id} row={row} fresh={fresh.has(row.id)} onOpen={openItem} />
                  ))}
                  {list.more && (
                    <Button size="xs" variant="ghost" m="2" onClick={() => setPages((count) => count + 1)} data-testid="notification-more">
                      {t('centre.more')}
                    </Button>
                  )}
                </Stack>
              )}
              {/* Read notifications from before the sync horizon stay on the server until asked for. */}
              {list !== undefined && !list.more && !(list.rows.length === 0 && firstSync) && <HistoryFromServer engine={workspace.engine} list="notifications" onLoaded={showMore} />}
            </Box>
            {list !== undefined && list.rows.length > 0 && (
              <Text fontSize="xs" color="fg.muted" px="3" py="1.5" borderTopWidth="1px">
                {t('centre.shown', { count: list.rows.length })}
              </Text>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
