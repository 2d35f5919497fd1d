/** The request list's states besides rows (DESIGN.md section 5: every list has empty,
 * loading-from-server and offline states). */
import { Alert, Box, Button, EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuClipboardList, LuCloudDownload, LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { RequestStatus } from '../../../../src-sync/index.js';
import { menuPath } from '../../../shared/navigation/menu.js';

export function RequestsOfflineNote() {
  const { t } = useTranslation('requests');
  return (
    <Alert.Root status="warning" size="sm" variant="subtle" data-testid="requests-offline-note" flexShrink={0}>
      <Alert.Indicator />
      <Alert.Title>{t('states.offline')}</Alert.Title>
    </Alert.Root>
  );
}

/** Reading the local database, or the first sync still bringing the requests. */
export function RequestsLoading({ firstSync }: { firstSync: boolean }) {
  const { t } = useTranslation('requests');
  return (
    <Box flex="1" minH="0" borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden" aria-busy="true" data-testid={firstSync ? 'requests-first-sync' : 'requests-loading'}>
      {firstSync && (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuCloudDownload />
            </EmptyState.Indicator>
            <EmptyState.Title role="status">{t('states.firstSync')}</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      <Stack gap="0" px="4">
        {Array.from({ length: 6 }, (_, i) => (
          <Stack key={i} gap="2" py="4" borderBottomWidth="1px" borderColor="border.muted">
            <Skeleton h="3.5" w={`${55 + ((i * 17) % 35)}%`} />
            <Skeleton h="2.5" w={`${30 + ((i * 23) % 30)}%`} />
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

const NONE_KEY = { pending: 'states.nonePending', confirmed: 'states.noneConfirmed', cancelled: 'states.noneCancelled' } as const;

/** Inside the list's frame: the tab is empty, or nothing matches the filters. */
export function NoRequests({ status, filtered, offline, onReset }: { status: RequestStatus; filtered: boolean; offline: boolean; onReset: () => void }) {
  const { t } = useTranslation('requests');
  return (
    <EmptyState.Root size="md" data-testid={filtered ? 'requests-empty-filtered' : 'requests-empty'}>
      <EmptyState.Content>
        <EmptyState.Indicator>{filtered ? <LuSearchX /> : <LuClipboardList />}</EmptyState.Indicator>
        <EmptyState.Title>{filtered ? t('states.noMatches') : t(NONE_KEY[status])}</EmptyState.Title>
        {!filtered && offline && <EmptyState.Description>{t('states.noneOffline')}</EmptyState.Description>}
        {filtered && (
          <Button size="sm" variant="outline" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A user with no requests at all (a subcontractor): where its work is instead of empty tabs. */
export function RequestsNotYours() {
  const { t } = useTranslation('requests');
  return (
    <EmptyState.Root size="md" data-testid="requests-not-yours">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuClipboardList />
        </EmptyState.Indicator>
        <EmptyState.Description maxW="md" textAlign="center">
          {t('states.notForYou')}
        </EmptyState.Description>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={menuPath('planning')}>{t('states.openPlanning')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
