/** One group in the list (spec section 2): name, last-message preview ('You:' or the sender, then
 * the text, 'sent image' or 'sent file'), time, unread badge, muted icon; a checkbox in combine
 * mode. Right-click opens the Mute/Unmute and Combine menu. */
import { Badge, Box, Checkbox, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBellOff } from 'react-icons/lu';
import { firstStrongDirection, intlLocale, isolate, textDirection, type Language } from '../../i18n/index.js';
import { chatTimeLabel } from './chat-time.js';
import { messageKind } from './message-kind.js';
import { systemMessageText } from './system-message-text.js';
import type { ChatGroupItem } from './use-chat-groups.js';
import { formatBadgeCount } from '../../shared/use-intl-locale.js';
import { PAGE_START_ALIGN } from '../../shared/layout/page-start-align.js';

interface Props {
  item: ChatGroupItem;
  userId: number;
  combining: boolean;
  picked: boolean;
  onOpen: () => void;
  onPick: (picked: boolean) => void;
  onMenu: (x: number, y: number) => void;
}

export function GroupListItem({ item, userId, combining, picked, onOpen, onPick, onMenu }: Props) {
  const { t, i18n } = useTranslation('chat');
  const last = item.lastMessage;
  const time = last ? chatTimeLabel(last.created_at, intlLocale(i18n.language as Language)) : null;
  let preview = '';
  let previewDirection: 'ltr' | 'rtl' | undefined;
  if (last) {
    const kind = messageKind({ user: last.user, image: last.image });
    const language = i18n.language as Language;
    // The preview reads the way its message does, so a Latin message in an Arabic page is cut at
    // its end, not its start ("….com and https://…" showed only its tail). A sender's name is
    // isolated with its colon outside, which then sits on the message's side in either direction.
    const who = last.user === null ? '' : last.user.id === userId ? t('list.you') : `${isolate(last.user.first_name, language)}:`;
    const what =
      kind === 'system' ? systemMessageText(last.system, last.text, t, language)
      : kind === 'photo' ? t('list.sentImage') : kind === 'file' ? t('list.sentFile') : (last.text ?? '');
    preview = who === '' ? what : `${who} ${what}`;
    previewDirection = firstStrongDirection(what) ?? textDirection(language);
  }
  const body = (
    <Box flex="1" minW="0">
      <HStack justify="space-between" gap="2">
        {/* Its own direction, lined up with the page: a Latin name in Arabic is cut at its end
            ("REQ-2026-0000…"), not at its start, which held the request number. */}
        <Text fontWeight={item.unread > 0 ? 'semibold' : 'medium'} truncate dir="auto" css={PAGE_START_ALIGN}>
          {item.name}
        </Text>
        {time && (
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
            {time.kind === 'yesterday' ? t('list.yesterday') : time.text}
          </Text>
        )}
      </HStack>
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm" color="fg.muted" truncate dir={previewDirection} css={PAGE_START_ALIGN}>
          {preview}
        </Text>
        <HStack gap="1" flexShrink={0}>
          {item.muted && (
            <Box as="span" color="fg.muted" aria-label={t('list.muted')} title={t('list.muted')}>
              <LuBellOff aria-hidden="true" />
            </Box>
          )}
          {item.unread > 0 && (
            <Badge colorPalette="red" variant="solid" borderRadius="full" aria-label={t('list.unread', { count: item.unread })}>
              {formatBadgeCount(item.unread, intlLocale(i18n.language as Language))}
            </Badge>
          )}
        </HStack>
      </HStack>
    </Box>
  );
  return (
    <Box
      as="li"
      listStyleType="none"
      data-testid="chat-group"
      data-channel-id={item.channelId}
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu(event.clientX, event.clientY);
      }}
    >
      {combining ? (
        <Checkbox.Root px="3" py="2" w="full" checked={picked} onCheckedChange={(e) => onPick(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label flex="1" minW="0">
            {body}
          </Checkbox.Label>
        </Checkbox.Root>
      ) : (
        <Box as="button" w="full" textAlign="start" px="3" py="2" _hover={{ bg: 'bg.muted' }} onClick={onOpen}>
          <HStack gap="2">{body}</HStack>
        </Box>
      )}
    </Box>
  );
}
