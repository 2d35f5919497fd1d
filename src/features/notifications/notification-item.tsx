/** One notification in the centre: what happened, when, and whether it was new when the centre
 * opened. Clicking it opens its request or planning. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { LuBan, LuCalendarX2, LuCircleCheck, LuCircleX, LuClipboardPen, LuClipboardPlus, LuBell, LuIdCard, LuShieldX } from 'react-icons/lu';
import { parseUtcWire } from '../../shared/format/index.js';
import { useIntlLocale, useLanguage } from '../../shared/use-intl-locale.js';
import type { Local, NotificationRow } from '../../../src-sync/index.js';
import { notificationText } from './notification-text.js';

const ICONS: Record<string, typeof LuBell> = {
  'request-created': LuClipboardPlus,
  'request-updated': LuClipboardPen,
  'request-cancelled': LuBan,
  'request-confirmed': LuCircleCheck,
  'request-rejected': LuCircleX,
  'planning-cancelled': LuCalendarX2,
  'licence-expiring': LuIdCard,
  'licence-expired': LuShieldX,
};

/** "5 minutes ago" within a day, the date and time (DD-MM-YYYY HH:mm, the user's own zone) after. */
export function useWhen(): (utc: string) => string {
  const locale = useIntlLocale();
  return (utc) => {
    const at = parseUtcWire(utc).setZone('local').setLocale(locale);
    if (!at.isValid) return '';
    return DateTime.now().diff(at, 'hours').hours < 24 ? (at.toRelative({ locale }) ?? '') : at.toFormat('dd-MM-yyyy HH:mm');
  };
}

interface NotificationItemProps {
  row: Local<NotificationRow>;
  /** Unread when the centre was opened (it is marked read as it opens). */
  fresh: boolean;
  onOpen: (row: Local<NotificationRow>) => void;
}

export function NotificationItem({ row, fresh, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const when = useWhen();
  const language = useLanguage();
  const Icon = ICONS[row.kind ?? ''] ?? LuBell;
  return (
    <Box
      as="button"
      w="full"
      textAlign="start"
      px="3"
      py="2.5"
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={fresh ? 'brand.subtle' : undefined}
      _hover={{ bg: 'bg.muted' }}
      onClick={() => onOpen(row)}
      data-testid="notification-item"
      data-notification-id={row.id}
      data-kind={row.kind ?? ''}
      data-fresh={fresh ? 'true' : 'false'}
    >
      <HStack align="start" gap="2.5">
        <Box pt="0.5" color={fresh ? 'brand.solid' : 'fg.muted'} flexShrink={0}>
          <Icon size="16" />
        </Box>
        <Stack gap="0.5" minW="0" flex="1">
          <Text fontSize="sm" fontWeight={fresh ? 'semibold' : 'normal'} dir="auto">
            {notificationText(row, t, language)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {when(row.created_at)}
          </Text>
        </Stack>
        {fresh && <Box w="2" h="2" mt="1.5" borderRadius="full" bg="brand.solid" flexShrink={0} aria-label={t('centre.new')} />}
      </HStack>
    </Box>
  );
}
