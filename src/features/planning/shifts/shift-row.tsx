/** One shift in the table: times in the location's zone, its agents against the number needed,
 * its subcontractor, the actions this user may take, and the state of its queued writes. */
import { Badge, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import type { Local, ShiftRow } from '../../../../src-sync/index.js';
import { PendingWriteState } from '../../../shared/local-first/index.js';
import { formatZoned } from '../details/zoned-date-time.js';
import { DeleteShiftButton } from './delete-shift-button.js';
import { ZonedCellText } from './zoned-cell-text.js';

interface ShiftRowProps {
  shift: Local<ShiftRow>;
  timeZone: string;
  needed: number;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
}

export function ShiftTableRow({ shift, timeZone, needed, canEdit, canDelete, onEdit }: ShiftRowProps) {
  const start = formatZoned(shift.start, timeZone);
  const names = shift.agents.map((agent) => `${agent.first_name} ${agent.last_name}`.trim());
  const short = needed > 0 && shift.agents.length < needed;
  return (
    <Table.Row data-testid="shift-row" data-shift-id={shift.id}>
      <Table.Cell>
        <ZonedCellText utc={shift.start} timeZone={timeZone} />
      </Table.Cell>
      <Table.Cell>
        <ZonedCellText utc={shift.end} timeZone={timeZone} />
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1">
          {names.length > 0 ? names.map((name, index) => <Text key={`${index}-${name}`}>{name}</Text>) : <Text>—</Text>}
          {needed > 0 && (
            <Badge alignSelf="start" size="sm" colorPalette={short ? 'orange' : 'green'} title="Assigned / needed">
              {shift.agents.length}/{needed}
            </Badge>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell overflowWrap="anywhere">{shift.contractor?.name ?? '—'}</Table.Cell>
      <Table.Cell>
        <Stack gap="1">
          <HStack gap="0" wrap="wrap">
            {canEdit && (
              <IconButton size="xs" variant="ghost" aria-label={`Edit shift ${start}`} onClick={onEdit}>
                <LuPencil />
              </IconButton>
            )}
            {canDelete && <DeleteShiftButton shiftId={shift.id} label={start} />}
          </HStack>
          <PendingWriteState table="shifts" id={shift.id} subjectOnly timeZone={timeZone} />
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
