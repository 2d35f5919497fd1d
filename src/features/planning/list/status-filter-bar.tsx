/**
 * One toggle per planning status with its live count (rows matching every other filter), plus
 * 'All'. Several statuses can be on at once; 'All' clears the choice. Each button is memoized on
 * its own count, so a keystroke re-renders only the buttons whose count changed.
 *
 * The counts follow a keystroke one frame later, in a render of this bar alone: the keystroke's
 * frame carries the list, not this bar (DESIGN.md section 6: keystroke to updated list under
 * 50 ms). StatusFilterBar itself renders no element, so a keystroke re-renders none of the bar.
 */
import { Box, Button, Flex } from '@chakra-ui/react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValueAfterPaint } from '../../../shared/rendering/use-value-after-paint.js';
import { PLANNING_STATUSES, PLANNING_STATUS_COLOR, type PlanningStatus } from '../../../../src-sync/index.js';
import { intlLocale, profileLanguage } from '../../../i18n/index.js';
import type { StatusCounts } from './filter-plannings.js';
import { formatCount } from './number-format.js';

interface StatusFilterBarProps {
  selected: readonly PlanningStatus[];
  counts: StatusCounts;
  total: number;
  /** False while only the first screenful is loaded: counts are not known yet. */
  countsKnown: boolean;
  onChange: (statuses: PlanningStatus[]) => void;
}

const countText = (value: number, known: boolean, locale: string) => (known ? formatCount(value, locale) : '…');

/** The count's locale follows the app's language. */
function useCountLocale(): string {
  const { i18n } = useTranslation();
  return intlLocale(profileLanguage(i18n.language) ?? 'en');
}

export function StatusFilterBar({ counts, total, ...props }: StatusFilterBarProps) {
  const shownCounts = useValueAfterPaint(counts);
  const shownTotal = useValueAfterPaint(total);
  return <StatusButtons counts={shownCounts} total={shownTotal} {...props} />;
}

const StatusButtons = memo(function StatusButtons({ selected, counts, total, countsKnown, onChange }: StatusFilterBarProps) {
  const toggle = useCallback(
    (status: PlanningStatus) => onChange(selected.includes(status) ? selected.filter((s) => s !== status) : [...selected, status]),
    [selected, onChange],
  );
  const clear = useCallback(() => onChange([]), [onChange]);
  const { t } = useTranslation('planning-list');
  return (
    // On a phone one scrolling line, so the statuses never push the list off the screen.
    <Flex
      gap="1.5"
      wrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      flexShrink={0}
      pb={{ base: '1', md: '0' }}
      role="group"
      aria-label={t('statusFilter.label')}
    >
      <AllButton on={selected.length === 0} total={total} known={countsKnown} onClear={clear} />
      {PLANNING_STATUSES.map((status) => (
        <StatusButton key={status} status={status} on={selected.includes(status)} count={counts[status]} known={countsKnown} onToggle={toggle} />
      ))}
    </Flex>
  );
});

const AllButton = memo(function AllButton({ on, total, known, onClear }: { on: boolean; total: number; known: boolean; onClear: () => void }) {
  const { t } = useTranslation('planning-list');
  const locale = useCountLocale();
  return (
    <Button
      size="xs"
      flexShrink={0}
      variant={on ? 'solid' : 'outline'}
      colorPalette="brand"
      bg={on ? undefined : 'bg'}
      aria-pressed={on}
      data-testid="status-filter-all"
      data-count={known ? total : undefined}
      onClick={onClear}
    >
      {t('statusFilter.all')} <Count>{countText(total, known, locale)}</Count>
    </Button>
  );
});

interface StatusButtonProps {
  status: PlanningStatus;
  on: boolean;
  count: number;
  known: boolean;
  onToggle: (status: PlanningStatus) => void;
}

const StatusButton = memo(function StatusButton({ status, on, count, known, onToggle }: StatusButtonProps) {
  const { t } = useTranslation('planning-row');
  const locale = useCountLocale();
  const color = PLANNING_STATUS_COLOR[status];
  return (
    <Button
      size="xs"
      flexShrink={0}
      variant={on ? 'subtle' : 'outline'}
      bg={on ? undefined : 'bg'}
      colorPalette={color === 'black' ? 'gray' : color}
      borderColor={on ? 'colorPalette.solid' : undefined}
      aria-pressed={on}
      data-testid={`status-filter-${status}`}
      data-count={known ? count : undefined}
      opacity={known && count === 0 && !on ? 0.6 : 1}
      onClick={() => onToggle(status)}
    >
      <Box as="span" w="2" h="2" borderRadius="full" bg={color === 'black' ? 'gray.950' : `${color}.500`} aria-hidden="true" />
      {t(`status.${status}`)} <Count>{countText(count, known, locale)}</Count>
    </Button>
  );
});

function Count({ children }: { children: string }) {
  return (
    <Box as="span" fontVariantNumeric="tabular-nums" fontWeight="semibold" data-part="count">
      {children}
    </Box>
  );
}
