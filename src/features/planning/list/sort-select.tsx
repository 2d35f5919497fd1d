import { NativeSelect } from '@chakra-ui/react';
import { memo } from 'react';
import { SORT_LABEL, type PlanningSort } from './sort-plannings.js';

/** Sorting where the wide layout's column headings are not shown (tablet and mobile). */
export const SortSelect = memo(function SortSelect({ value, onChange }: { value: PlanningSort; onChange: (sort: PlanningSort) => void }) {
  return (
    <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 4px)', md: '200px' }} hideFrom="xl">
      <NativeSelect.Field aria-label="Sort plannings" bg="bg" value={value} onChange={(event) => onChange(event.target.value as PlanningSort)}>
        {(Object.keys(SORT_LABEL) as PlanningSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABEL[sort]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
