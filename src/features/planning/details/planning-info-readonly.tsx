/** Planning info for users who may not change it (spec section 6): the same facts, read-only. */
import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { formatZoned } from './zoned-date-time.js';

export function PlanningInfoReadonly({ planning }: { planning: PlanningRow }) {
  const { t } = useTranslation('planning-details');
  const zone = planning.location.timezone;
  const rows: [string, string][] = [
    [t('info.start'), formatZoned(planning.start, zone)],
    [t('info.end'), formatZoned(planning.end, zone)],
    [t('info.description'), planning.description ?? '—'],
    [t('info.poNumber'), planning.po_number ?? '—'],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap" unicodeBidi="plaintext">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
