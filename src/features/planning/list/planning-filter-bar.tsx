/** Search, date window, entity filters and sort above the list; wraps onto more lines when narrow. */
import { Button, Flex } from '@chakra-ui/react';
import type { DateTime } from 'luxon';
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

export function PlanningFilterBar(props: PlanningFilterBarProps) {
  const { filters, options, sort, today, onFilters, onSort, onReset } = props;
  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" wrap="wrap" align="center">
        <SearchBox value={filters.search} onChange={(search) => onFilters({ search })} />
        <DateRangeFilter value={filters.range} today={today} onChange={(range) => onFilters({ range })} />
      </Flex>
      <Flex gap="2" wrap="wrap" align="center">
        <EntityFilters
          filters={filters}
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
