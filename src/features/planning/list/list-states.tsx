/** The list's states besides rows (DESIGN.md section 5: every list has empty, loading-from-server
 * and offline states). */
import { Alert, Box, Button, EmptyState, HStack, Skeleton, Stack, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarX2, LuCloudAlert, LuCloudDownload, LuSearchX } from 'react-icons/lu';

export function OfflineNote() {
  const { t } = useTranslation('planning-list');
  return (
    <Alert.Root status="warning" size="sm" variant="subtle" data-testid="planning-offline-note">
      <Alert.Indicator />
      <Alert.Title>{t('states.offline')}</Alert.Title>
    </Alert.Root>
  );
}

/** The first sync: nothing local yet and the engine is pulling. */
export function FirstSyncState() {
  const { t } = useTranslation('planning-list');
  return (
    <Box flex="1" minH="0" borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden" data-testid="planning-first-sync">
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuCloudDownload />
          </EmptyState.Indicator>
          <EmptyState.Title role="status">{t('states.firstSync')}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
      <RowSkeletons count={6} />
    </Box>
  );
}

/** The first sync stopped with an error: say why and offer to try again (the engine also retries
 * by itself with backoff, so this is never a dead end). */
export function FirstSyncFailed({ reason, retrying, onRetry }: { reason: string; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('planning-list');
  return (
    <EmptyBox testId="planning-first-sync-failed">
      <EmptyState.Indicator>
        <LuCloudAlert />
      </EmptyState.Indicator>
      <EmptyState.Title role="alert">{t('states.firstSyncFailed')}</EmptyState.Title>
      <EmptyState.Description>{t('states.firstSyncFailedReason', { reason })}</EmptyState.Description>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying} loadingText={t('states.tryingAgain')}>
        {t('states.tryAgainNow')}
      </Button>
    </EmptyBox>
  );
}

/** Reading the local database (a brief moment on reload). */
export function LocalLoadingState() {
  return (
    <Box flex="1" minH="0" borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden" aria-busy="true" data-testid="planning-loading">
      <RowSkeletons count={10} />
    </Box>
  );
}

function RowSkeletons({ count }: { count: number }) {
  return (
    <Stack gap="0" px="4">
      {Array.from({ length: count }, (_, i) => (
        <VStack key={i} align="stretch" gap="2" py="3" borderBottomWidth="1px" borderColor="border.muted">
          <Skeleton h="3.5" w={`${60 + ((i * 17) % 35)}%`} />
          <Skeleton h="2.5" w={`${35 + ((i * 23) % 30)}%`} />
        </VStack>
      ))}
    </Stack>
  );
}

export function NoPlanningsYet({ offline }: { offline: boolean }) {
  const { t } = useTranslation('planning-list');
  return (
    <EmptyBox testId="planning-empty-none">
      <EmptyState.Indicator>
        <LuCalendarX2 />
      </EmptyState.Indicator>
      <EmptyState.Title>{t('states.noneYet')}</EmptyState.Title>
      <EmptyState.Description>{offline ? t('states.noneYetOffline') : t('states.noneYetOnline')}</EmptyState.Description>
    </EmptyBox>
  );
}

interface NoMatchesProps {
  filtersActive: boolean;
  onReset: () => void;
  onShowAllDates: (() => void) | null;
}

/** Shown inside the list's frame (which stays mounted, so typing past the last match and back
 * does not rebuild and re-measure the list). With no filter applied, only the default date window
 * is empty: say that, and offer the dates instead of a reset that would change nothing. */
export function NoMatches({ filtersActive, onReset, onShowAllDates }: NoMatchesProps) {
  const { t } = useTranslation('planning-list');
  return (
    <EmptyState.Root size="md" data-testid="planning-empty-filtered">
      <EmptyState.Content>
        <EmptyState.Indicator>{filtersActive ? <LuSearchX /> : <LuCalendarX2 />}</EmptyState.Indicator>
        <EmptyState.Title>{filtersActive ? t('states.noMatches') : t('states.noneInWindow')}</EmptyState.Title>
        {!filtersActive && <EmptyState.Description>{t('states.otherDates')}</EmptyState.Description>}
        <HStack>
          {filtersActive && (
            <Button size="sm" variant="outline" onClick={onReset}>
              {t('filters.reset')}
            </Button>
          )}
          {onShowAllDates && (
            <Button size="sm" variant="outline" onClick={onShowAllDates}>
              {t('states.showAllDates')}
            </Button>
          )}
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function EmptyBox({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box flex="1" minH="0" borderWidth="1px" borderRadius="md" bg="bg" data-testid={testId}>
      <EmptyState.Root size="md">
        <EmptyState.Content>{children}</EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}
