/**
 * The widget's list (spec section 2): tabs Active (with a count) and Recent, a search box (500 ms
 * debounce, spec section 9), the groups; right-click Mute/Unmute and Combine; combine mode with
 * 'Combine N groups' (two or more) and Cancel.
 */
import { Box, Button, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setGroupMuted } from '../../../src-sync/index.js';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { HistoryFromServer } from '../../shared/local-first/index.js';
import { can } from '../../../src-sync/index.js';
import { useActor } from '../../shared/session/use-actor.js';
import { useChat } from './chat-context.js';
import { GroupListItem } from './group-list-item.js';
import { GroupMenu } from './group-menu.js';
import type { ChatGroupItem } from './use-chat-groups.js';
import { useDebounced } from './use-debounced.js';
import { searchMatcher } from '../../shared/format/fold-text.js';

export const SEARCH_DEBOUNCE_MS = 500;
/**
 * Items rendered at first, and added each time the list is scrolled near its end. An admin is in
 * every group (17,931 at the bench's size): rendering them all took seconds of the page's main
 * thread on every change of a group or an unread total. The newest come first, and the search
 * looks through all of them.
 */
export const GROUPS_RENDERED = 100;
/** Pixels from the end of the list at which the next items are rendered. */
const MORE_AT = 300;

export function GroupList({ groups }: { groups: ChatGroupItem[] }) {
  const { t } = useTranslation('chat');
  const { db, engine, user, go } = useChat();
  const actor = useActor();
  const [tab, setTab] = useState<'active' | 'recent'>('active');
  const [search, setSearch] = useState('');
  const query = useDebounced(search, SEARCH_DEBOUNCE_MS).trim();
  const [picked, setPicked] = useState<number[] | null>(null);
  const [menu, setMenu] = useState<{ item: ChatGroupItem; x: number; y: number } | null>(null);
  const active = useMemo(() => groups.filter((g) => g.active), [groups]);
  const shown = useMemo(() => {
    const matches = searchMatcher(query);
    return (tab === 'active' ? active : groups.filter((g) => !g.active)).filter((g) => matches(g.name));
  }, [tab, active, groups, query]);
  const mayCombine = can(actor, 'chat.combine', {});
  const [rendered, setRendered] = useState({ key: '', count: GROUPS_RENDERED });
  // A new tab or search starts again from the top.
  const viewKey = `${tab}\u0000${query}`;
  const count = rendered.key === viewKey ? rendered.count : GROUPS_RENDERED;
  const onScroll = (el: HTMLElement) => {
    if (count < shown.length && el.scrollHeight - el.scrollTop - el.clientHeight < MORE_AT) setRendered({ key: viewKey, count: count + GROUPS_RENDERED });
  };

  const toggleMute = async (item: ChatGroupItem) => {
    try {
      await setGroupMuted(db, item.groupId, !item.muted);
    } catch (error) {
      notifyFailure(item.muted ? t('menu.unmute') : t('menu.mute'), error);
    }
  };

  return (
    <Stack gap="0" h="full" minH="0">
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value === 'recent' ? 'recent' : 'active')} size="sm" variant="line">
        <Tabs.List px="2">
          <Tabs.Trigger value="active">{t('tabs.active', { count: active.length })}</Tabs.Trigger>
          <Tabs.Trigger value="recent">{t('tabs.recent')}</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      <Box px="3" py="2">
        <Input size="sm" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('search')} aria-label={t('search')} />
      </Box>
      {picked !== null && (
        <HStack px="3" pb="2" justify="space-between">
          <Text fontSize="xs" color="fg.muted">
            {t('combine.hint')}
          </Text>
          <HStack gap="2">
            <Button size="xs" variant="ghost" onClick={() => setPicked(null)}>
              {t('combine.cancel')}
            </Button>
            <Button size="xs" colorPalette="brand" disabled={picked.length < 2} onClick={() => go({ kind: 'combine', channelIds: picked })}>
              {t('combine.button', { count: picked.length })}
            </Button>
          </HStack>
        </HStack>
      )}
      <Box as="ul" flex="1" minH="0" overflowY="auto" m="0" p="0" data-testid="chat-group-list" onScroll={(e) => onScroll(e.currentTarget)}>
        {shown.slice(0, count).map((item) => (
          <GroupListItem
            key={item.channelId}
            item={item}
            userId={user.id}
            combining={picked !== null}
            picked={picked?.includes(item.channelId) ?? false}
            onOpen={() => go({ kind: 'conversation', channelId: item.channelId })}
            onPick={(on) => setPicked((list) => (list === null ? list : on ? [...list, item.channelId] : list.filter((id) => id !== item.channelId)))}
            onMenu={(x, y) => setMenu({ item, x, y })}
          />
        ))}
        {shown.length === 0 && (
          <Text px="3" py="6" fontSize="sm" color="fg.muted" textAlign="center">
            {query === '' ? t('list.empty') : t('list.noMatch')}
          </Text>
        )}
        {/* Groups with nothing new since the sync horizon stay on the server until asked for. */}
        {tab === 'recent' && count >= shown.length && <HistoryFromServer engine={engine} list="channels" />}
      </Box>
      {menu && (
        <GroupMenu
          x={menu.x}
          y={menu.y}
          muted={menu.item.muted}
          mayCombine={mayCombine}
          onClose={() => setMenu(null)}
          onMute={() => void toggleMute(menu.item)}
          onCombine={() => setPicked([menu.item.channelId])}
        />
      )}
    </Stack>
  );
}
