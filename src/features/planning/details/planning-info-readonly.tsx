/** Planning info for users who may not change it (spec section 6): the same facts, read-only. */
import { DataList } from '@chakra-ui/react';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { formatZoned } from './zoned-date-time.js';

export function PlanningInfoReadonly({ planning }: { planning: PlanningRow }) {
  const zone = planning.location.timezone;
  const rows: [string, string][] = [
    ['Start', formatZoned(planning.start, zone)],
    ['End', formatZoned(planning.end, zone)],
    ['Description', planning.description ?? '—'],
    ['PO number', planning.po_number ?? '—'],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
