/**
 * Search, date window, entity filters and sort above the list. On a desktop everything shows; on
 * tablets and phones the date, entity and sort choices fold behind a Filters button (showing how
 * many are applied), so the list keeps most of the screen instead of four lines of selects.
 * Only the search box re-renders on a keystroke: the rest is memoized on its own values.
 */
import { Badge, Box, Button, Flex } from '@chakra-ui/react';
import type { DateTime } from 'luxon';
import { memo, useCallback, useState } from 'react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { DateRangeFilter } from './date-range-filter.js';
import { EntityFilters } from './entity-filters.js';
import type { FilterOptions } from './filter-options.js';
import { hasActiveFilters, type PlanningFilters } from './planning-filters.js';
import { SearchBox } from './search-box.js';
import { SortSelect } from './sort-select.js';
import type { PlanningSort } from './sort-plannings.js';

interface PlanningFilterBarProps {
  filters: PlanningFilters;
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
function foldedCount(filters: PlanningFilters): number {
  return [filters.range.kind !== 'month', filters.clientId !== null, filters.branchId !== null, filters.locationId !== null, filters.subcontractor !== null].filter(Boolean).length;
}

export function PlanningFilterBar(props: PlanningFilterBarProps) {
  const { filters, onFilters } = props;
  const [open, setOpen] = useState(false);
  const onSearch = useCallback((search: string) => onFilters({ search }), [onFilters]);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <SearchBox value={filters.search} onChange={onSearch} />
      <FiltersToggle open={open} folded={foldedCount(filters)} onToggle={toggle} />
      <FoldedFilters
        open={open}
        range={filters.range}
        clientId={filters.clientId}
        branchId={filters.branchId}
        locationId={filters.locationId}
        subcontractor={filters.subcontractor}
        active={hasActiveFilters(filters)}
        options={props.options}
        sort={props.sort}
        today={props.today}
        showClient={props.showClient}
        showSubcontractor={props.showSubcontractor}
        onFilters={onFilters}
        onSort={props.onSort}
        onReset={props.onReset}
      />
    </Flex>
  );
}

const FiltersToggle = memo(function FiltersToggle({ open, folded, onToggle }: { open: boolean; folded: number; onToggle: () => void }) {
  return (
    <Button size="sm" variant="outline" bg="bg" hideFrom="xl" flexShrink={0} aria-expanded={open} onClick={onToggle}>
      <LuSlidersHorizontal /> Filters
      {folded > 0 && (
        <Badge size="xs" colorPalette="brand" variant="solid">
          {folded}
        </Badge>
      )}
    </Button>
  );
});

type FoldedProps = Pick<PlanningFilters, 'range' | 'clientId' | 'branchId' | 'locationId' | 'subcontractor'> &
  Omit<PlanningFilterBarProps, 'filters'> & { open: boolean; active: boolean };

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
        {/* Kept mounted and hidden while unused, for the same reason as the search's clear button. */}
        <Button
          size="sm"
          variant="ghost"
          colorPalette="brand"
          onClick={props.onReset}
          aria-hidden={props.active ? undefined : true}
          tabIndex={props.active ? 0 : -1}
          style={{ visibility: props.active ? 'visible' : 'hidden' }}
        >
          Reset filters
        </Button>
      </Flex>
    </>
  );
});
