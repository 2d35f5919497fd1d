/** The list's states besides rows (DESIGN.md section 5: every list has empty, loading-from-server
 * and offline states). */
import { Alert, Box, Button, EmptyState, HStack, Skeleton, Stack, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCalendarX2, LuCloudAlert, LuCloudDownload, LuSearchX } from 'react-icons/lu';

export function OfflineNote() {
  return (
    <Alert.Root status="warning" size="sm" variant="subtle" data-testid="planning-offline-note">
      <Alert.Indicator />
      <Alert.Title>Offline — showing plannings saved on this device</Alert.Title>
    </Alert.Root>
  );
}

/** The first sync: nothing local yet and the engine is pulling. */
export function FirstSyncState() {
  return (
    <Box flex="1" minH="0" borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden" data-testid="planning-first-sync">
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuCloudDownload />
          </EmptyState.Indicator>
          <EmptyState.Title role="status">Loading plannings from the server…</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
      <RowSkeletons count={6} />
    </Box>
  );
}

/** The first sync stopped with an error: say why and offer to try again (the engine also retries
 * by itself with backoff, so this is never a dead end). */
export function FirstSyncFailed({ reason, retrying, onRetry }: { reason: string; retrying: boolean; onRetry: () => void }) {
  return (
    <EmptyBox testId="planning-first-sync-failed">
      <EmptyState.Indicator>
        <LuCloudAlert />
      </EmptyState.Indicator>
      <EmptyState.Title role="alert">Loading plannings from the server failed</EmptyState.Title>
      <EmptyState.Description>{reason} Vigil tries again by itself.</EmptyState.Description>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying} loadingText="Trying again…">
        Try again now
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
  return (
    <EmptyBox testId="planning-empty-none">
      <EmptyState.Indicator>
        <LuCalendarX2 />
      </EmptyState.Indicator>
      <EmptyState.Title>No plannings yet</EmptyState.Title>
      <EmptyState.Description>
        {offline ? 'This device has not synced any plannings. They appear once you are back online.' : 'Plannings appear here as soon as requests are planned.'}
      </EmptyState.Description>
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
  return (
    <EmptyState.Root size="md" data-testid="planning-empty-filtered">
      <EmptyState.Content>
        <EmptyState.Indicator>{filtersActive ? <LuSearchX /> : <LuCalendarX2 />}</EmptyState.Indicator>
        <EmptyState.Title>{filtersActive ? 'No plannings match these filters' : 'No plannings from today to one month ahead'}</EmptyState.Title>
        {!filtersActive && <EmptyState.Description>This device holds plannings on other dates.</EmptyState.Description>}
        <HStack>
          {filtersActive && (
            <Button size="sm" variant="outline" onClick={onReset}>
              Reset filters
            </Button>
          )}
          {onShowAllDates && (
            <Button size="sm" variant="outline" onClick={onShowAllDates}>
              Show all dates
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
