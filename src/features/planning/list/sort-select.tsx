import { NativeSelect } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNING_SORTS, type PlanningSort } from './sort-plannings.js';

/** Sorting where the wide layout's column headings are not shown (tablet and mobile). */
export const SortSelect = memo(function SortSelect({ value, onChange }: { value: PlanningSort; onChange: (sort: PlanningSort) => void }) {
  const { t } = useTranslation('planning-list');
  return (
    <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 4px)', md: '200px' }} hideFrom="xl">
      <NativeSelect.Field aria-label={t('sort.label')} bg="bg" value={value} onChange={(event) => onChange(event.target.value as PlanningSort)}>
        {PLANNING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
