/**
 * The page's heading with how many plannings the list holds. The count follows a keystroke one
 * frame later, like the status counts: the keystroke's frame carries the list alone (DESIGN.md
 * section 6: keystroke to updated list under 50 ms).
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BootstrapProgress } from '../../../../src-sync/index.js';
import { intlLocale, profileLanguage } from '../../../i18n/index.js';
import { useValueAfterPaint } from '../../../shared/rendering/use-value-after-paint.js';
import { formatCount } from './number-format.js';
import { FirstSyncProgress } from './first-sync-progress.js';

interface PlanningHeadingProps {
  /** undefined: nothing to say yet; null: only the first screenful is in. */
  count: number | null | undefined;
  /** A new date window is being read. */
  refreshing: boolean;
  /** The first sync is still bringing the default window: how many of how many (null: not said
   * yet). Shown instead of a count that is not true yet. */
  windowLoading?: { loaded: number; total: number | null } | null;
  /** The device's first sync: once the window is in, a bar for the rest sits beside the count. */
  firstSync?: BootstrapProgress | null;
}

export function PlanningHeading({ count, refreshing, windowLoading = null, firstSync = null }: PlanningHeadingProps) {
  const shownCount = useValueAfterPaint(count);
  if (windowLoading !== null) return <WindowLoadingRow loaded={windowLoading.loaded} total={windowLoading.total} />;
  return <HeadingRow count={shownCount} refreshing={refreshing} firstSync={firstSync} />;
}

/** The page's title with what is said beside it. Positioned: on a phone the first sync's bar
 * lies across the gap under it (first-sync-progress.tsx). */
function TitleRow({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Flex align="baseline" gap="3" wrap="wrap" position="relative">
      <Heading as="h1" size="2xl">
        {t('menu.planning')}
      </Heading>
      {children}
    </Flex>
  );
}

/** On a phone the title and the full text took two lines, and the list moved up when the window
 * was in and the count took one: there the figures alone show ("1,000 of 48,901" beside
 * "Planning"), so the heading keeps its one line throughout. A screen reader hears the full text
 * at every width. */
function WindowLoadingRow({ loaded, total }: { loaded: number; total: number | null }) {
  const { t, i18n } = useTranslation(['sync', 'common']);
  const locale = intlLocale(profileLanguage(i18n.language) ?? 'en');
  const figures = total === null ? null : { loaded: formatCount(loaded, locale), total: formatCount(total, locale) };
  return (
    <TitleRow>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" data-testid="planning-count" data-window-loading="" role="status">
        <Box as="span" srOnly={{ base: true, md: false }}>
          {figures === null ? t('window.starting') : t('window.progress', figures)}
        </Box>
        <Box as="span" hideFrom="md" aria-hidden>
          {figures === null ? t('common:loading') : t('window.progressShort', figures)}
        </Box>
      </Text>
    </TitleRow>
  );
}

const HeadingRow = memo(function HeadingRow({ count, refreshing, firstSync }: PlanningHeadingProps) {
  const { t, i18n } = useTranslation(['planning-list', 'common']);
  const locale = intlLocale(profileLanguage(i18n.language) ?? 'en');
  return (
    <TitleRow>
      {count !== undefined && (
        <Text fontSize="sm" color="fg.muted" data-testid="planning-count" aria-live="polite">
          {/* The count in one piece (a bar beside it must not break it over two lines); what
              follows it may wrap on a narrow screen. */}
          <Box as="span" whiteSpace="nowrap">
            {count === null ? t('common:loading') : t('heading.count', { count, formatted: formatCount(count, locale) })}
          </Box>
          {refreshing ? ` · ${t('heading.loadingDates')}` : ''}
        </Text>
      )}
      {firstSync && <FirstSyncProgress progress={firstSync} />}
    </TitleRow>
  );
});
