/**
 * Search, date window, entity filters and sort above the list. On a desktop everything shows; on
 * tablets and phones the date, entity and sort choices fold behind a Filters button (showing how
 * many are applied), so the list keeps most of the screen instead of four lines of selects.
 */
import { Badge, Box, Button, Flex } from '@chakra-ui/react';
import type { DateTime } from 'luxon';
import { useCallback, useState } from 'react';
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
  const { filters, options, sort, today, onFilters, onSort, onReset } = props;
  const [open, setOpen] = useState(false);
  // Stable callbacks, so the memoized date and entity filters skip re-rendering per keystroke.
  const onRange = useCallback((range: PlanningFilters['range']) => onFilters({ range }), [onFilters]);
  const folded = foldedCount(filters);
  // One wrapping row: search and date first, then (after a forced break on desktop) the entity
  // choices; below desktop the folded ones only show while the Filters button is on.
  const folding = { base: open ? 'flex' : 'none', xl: 'flex' };
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <SearchBox value={filters.search} onChange={(search) => onFilters({ search })} />
      <Button size="sm" variant="outline" bg="bg" hideFrom="xl" flexShrink={0} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <LuSlidersHorizontal /> Filters
        {folded > 0 && (
          <Badge size="xs" colorPalette="brand" variant="solid">
            {folded}
          </Badge>
        )}
      </Button>
      <Flex display={folding} flexBasis={{ base: '100%', xl: 'auto' }}>
        <DateRangeFilter value={filters.range} today={today} onChange={onRange} />
      </Flex>
      <Box flexBasis="100%" h="0" hideBelow="xl" />
      <Flex display={folding} gap="2" wrap="wrap" align="center" flexBasis={{ base: '100%', xl: 'auto' }}>
        <EntityFilters
          clientId={filters.clientId}
          branchId={filters.branchId}
          locationId={filters.locationId}
          subcontractor={filters.subcontractor}
          options={options}
          showClient={props.showClient}
          showSubcontractor={props.showSubcontractor}
          onChange={onFilters}
        />
        <SortSelect value={sort} onChange={onSort} />
        {hasActiveFilters(filters) && (
          <Button size="sm" variant="ghost" colorPalette="brand" onClick={onReset}>
            Reset filters
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
