/**
 * The page's heading with how many plannings the list holds. The count follows a keystroke one
 * frame later, like the status counts: the keystroke's frame carries the list alone (DESIGN.md
 * section 6: keystroke to updated list under 50 ms).
 */
import { Flex, Heading, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, profileLanguage } from '../../../i18n/index.js';
import { useValueAfterPaint } from '../../../shared/rendering/use-value-after-paint.js';
import { formatCount } from './number-format.js';

interface PlanningHeadingProps {
  /** undefined: nothing to say yet; null: only the first screenful is in. */
  count: number | null | undefined;
  /** A new date window is being read. */
  refreshing: boolean;
  /** The first sync is still bringing the default window: how many of how many (null: not said
   * yet). Shown instead of a count that is not true yet. */
  windowLoading?: { loaded: number; total: number | null } | null;
}

export function PlanningHeading({ count, refreshing, windowLoading = null }: PlanningHeadingProps) {
  const shownCount = useValueAfterPaint(count);
  if (windowLoading !== null) return <WindowLoadingRow loaded={windowLoading.loaded} total={windowLoading.total} />;
  return <HeadingRow count={shownCount} refreshing={refreshing} />;
}

/** The page's title with what is said beside it. */
function TitleRow({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Flex align="baseline" gap="3" wrap="wrap">
      <Heading as="h1" size="2xl">
        {t('menu.planning')}
      </Heading>
      {children}
    </Flex>
  );
}

function WindowLoadingRow({ loaded, total }: { loaded: number; total: number | null }) {
  const { t, i18n } = useTranslation('sync');
  const locale = intlLocale(profileLanguage(i18n.language) ?? 'en');
  return (
    <TitleRow>
      <Text fontSize="sm" color="fg.muted" data-testid="planning-count" data-window-loading="" role="status">
        {total === null ? t('window.starting') : t('window.progress', { loaded: formatCount(loaded, locale), total: formatCount(total, locale) })}
      </Text>
    </TitleRow>
  );
}

const HeadingRow = memo(function HeadingRow({ count, refreshing }: PlanningHeadingProps) {
  const { t, i18n } = useTranslation(['planning-list', 'common']);
  const locale = intlLocale(profileLanguage(i18n.language) ?? 'en');
  return (
    <TitleRow>
      {count !== undefined && (
        <Text fontSize="sm" color="fg.muted" data-testid="planning-count" aria-live="polite">
          {count === null ? t('common:loading') : t('heading.count', { count, formatted: formatCount(count, locale) })}
          {refreshing ? ` · ${t('heading.loadingDates')}` : ''}
        </Text>
      )}
    </TitleRow>
  );
});
