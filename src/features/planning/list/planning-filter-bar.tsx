/**
 * Search, date window, entity filters and sort above the list. On a desktop everything shows; on
 * tablets and phones the date, entity and sort choices fold behind a Filters button (showing how
 * many are applied), so the list keeps most of the screen instead of four lines of selects.
 * The bar is memoized on every filter but the search: a keystroke renders nothing of it but the
 * Reset button on the first and last letter (SearchActiveContext); the search box keeps its text.
 */
import { Badge, Box, Button, Flex } from '@chakra-ui/react';
import type { DateTime } from 'luxon';
import { memo, useCallback, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { DateRangeFilter } from './date-range-filter.js';
import { EntityFilters } from './entity-filters.js';
import type { FilterOptions } from './filter-options.js';
import type { PlanningFilters } from './planning-filters.js';
import { SearchActiveContext } from './planning-search-context.js';
import { SearchBox } from './search-box.js';
import { SortSelect } from './sort-select.js';
import type { PlanningSort } from './sort-plannings.js';

/** The choices that fold behind the Filters button below desktop. */
type FoldedChoices = Pick<PlanningFilters, 'range' | 'clientId' | 'branchId' | 'locationId' | 'subcontractor'>;

interface PlanningFilterBarProps extends FoldedChoices {
  /** Filters other than the search applied (the search's part is SearchActiveContext). */
  othersActive: boolean;
  /** How many times the filters were reset: each empties the search box. */
  searchResets: number;
  options: FilterOptions;
  sort: PlanningSort;
  today: DateTime;
  showClient: boolean;
  showSubcontractor: boolean;
  onFilters: (patch: Partial<PlanningFilters>) => void;
  onSort: (sort: PlanningSort) => void;
  onReset: () => void;
}

/** Folded choices that differ from the default view (search and status stay visible). */
function foldedCount(choices: FoldedChoices): number {
  return [choices.range.kind !== 'month', choices.clientId !== null, choices.branchId !== null, choices.locationId !== null, choices.subcontractor !== null].filter(Boolean).length;
}

export const PlanningFilterBar = memo(function PlanningFilterBar(props: PlanningFilterBarProps) {
  const { onFilters } = props;
  const [open, setOpen] = useState(false);
  const onSearch = useCallback((search: string) => onFilters({ search }), [onFilters]);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  return (
    // Lines align at the top: custom days keep a line under them for their messages, and the
    // search box stays level with the fields beside it.
    <Flex gap="2" wrap="wrap" align="flex-start">
      <SearchBox onChange={onSearch} resets={props.searchResets} />
      <FiltersToggle open={open} folded={foldedCount(props)} onToggle={toggle} />
      <FoldedFilters {...props} open={open} />
    </Flex>
  );
});

const FiltersToggle = memo(function FiltersToggle({ open, folded, onToggle }: { open: boolean; folded: number; onToggle: () => void }) {
  const { t } = useTranslation('planning-list');
  return (
    <Button size="sm" variant="outline" bg="bg" hideFrom="xl" flexShrink={0} aria-expanded={open} onClick={onToggle}>
      <LuSlidersHorizontal /> {t('filters.toggle')}
      {folded > 0 && (
        <Badge size="xs" colorPalette="brand" variant="solid">
          {folded}
        </Badge>
      )}
    </Button>
  );
});

type FoldedProps = PlanningFilterBarProps & { open: boolean };

const FoldedFilters = memo(function FoldedFilters(props: FoldedProps) {
  const { onFilters } = props;
  const onRange = useCallback((range: PlanningFilters['range']) => onFilters({ range }), [onFilters]);
  // One wrapping row: search and date first, then (after a forced break on desktop) the entity
  // choices; below desktop the folded ones only show while the Filters button is on.
  const folding = { base: props.open ? 'flex' : 'none', xl: 'flex' };
  return (
    <>
      <Flex display={folding} flexBasis={{ base: '100%', xl: 'auto' }}>
        <DateRangeFilter value={props.range} today={props.today} onChange={onRange} />
      </Flex>
      <Box flexBasis="100%" h="0" hideBelow="xl" />
      <Flex display={folding} gap="2" wrap="wrap" align="center" flexBasis={{ base: '100%', xl: 'auto' }}>
        <EntityFilters
          clientId={props.clientId}
          branchId={props.branchId}
          locationId={props.locationId}
          subcontractor={props.subcontractor}
          options={props.options}
          showClient={props.showClient}
          showSubcontractor={props.showSubcontractor}
          onChange={onFilters}
        />
        <SortSelect value={props.sort} onChange={props.onSort} />
        <ResetFiltersButton othersActive={props.othersActive} onReset={props.onReset} />
      </Flex>
    </>
  );
});

/** Kept mounted and hidden while unused, for the same reason as the search's clear button. */
const ResetFiltersButton = memo(function ResetFiltersButton({ othersActive, onReset }: { othersActive: boolean; onReset: () => void }) {
  const active = useContext(SearchActiveContext) || othersActive;
  const { t } = useTranslation('planning-list');
  return (
    <Button
      size="sm"
      variant="ghost"
      colorPalette="brand"
      onClick={onReset}
      aria-hidden={active ? undefined : true}
      tabIndex={active ? 0 : -1}
      style={{ visibility: active ? 'visible' : 'hidden' }}
    >
      {t('filters.reset')}
    </Button>
  );
});
