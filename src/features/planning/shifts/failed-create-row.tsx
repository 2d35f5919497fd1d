/** A shift the server refused to create: its optimistic row is rolled back, so it is shown from
 * the queued write itself, with the server's reason and Retry / Discard. */
import { Table, Text } from '@chakra-ui/react';
import type { OutboxRow } from '../../../../src-sync/index.js';
import { WriteBadge } from '../../../shared/local-first/index.js';
import { ZonedCellText } from './zoned-cell-text.js';

function bodyTime(body: unknown, key: 'start' | 'end'): string | null {
  if (typeof body !== 'object' || body === null || !(key in body)) return null;
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

export function FailedCreateRow({ write, timeZone }: { write: OutboxRow; timeZone: string }) {
  const start = bodyTime(write.body, 'start');
  const end = bodyTime(write.body, 'end');
  return (
    <Table.Row data-testid="failed-shift-create" bg="red.subtle">
      <Table.Cell>{start ? <ZonedCellText utc={start} timeZone={timeZone} /> : '—'}</Table.Cell>
      <Table.Cell>{end ? <ZonedCellText utc={end} timeZone={timeZone} /> : '—'}</Table.Cell>
      <Table.Cell colSpan={2}>
        <Text fontSize="sm">New shift, not saved</Text>
      </Table.Cell>
      <Table.Cell>
        <WriteBadge row={write} />
      </Table.Cell>
    </Table.Row>
  );
}
