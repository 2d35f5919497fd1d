/** One shift in the table: times in the location's zone, its agents against the number needed,
 * its subcontractor, the actions this user may take, and the state of its queued writes. */
import { Table } from '@chakra-ui/react';
import type { Local, ShiftRow } from '../../../../src-sync/index.js';
import { formatZoned } from '../details/zoned-date-time.js';
import { ShiftActions, ShiftAgents } from './shift-parts.js';
import { ZonedCellText } from './zoned-cell-text.js';

export interface ShiftViewProps {
  shift: Local<ShiftRow>;
  timeZone: string;
  needed: number;
  canEdit: boolean;
  canDelete: boolean;
  /** Show which agents acknowledged the shift's changed times (staff, its subcontractor). */
  showAcknowledgements: boolean;
  onEdit: () => void;
}

export function ShiftTableRow({ shift, timeZone, needed, canEdit, canDelete, showAcknowledgements, onEdit }: ShiftViewProps) {
  return (
    <Table.Row data-testid="shift-row" data-shift-id={shift.id}>
      <Table.Cell>
        <ZonedCellText utc={shift.start} timeZone={timeZone} />
      </Table.Cell>
      <Table.Cell>
        <ZonedCellText utc={shift.end} timeZone={timeZone} />
      </Table.Cell>
      <Table.Cell>
        <ShiftAgents shift={shift} needed={needed} timeZone={timeZone} showAcknowledgements={showAcknowledgements} />
      </Table.Cell>
      <Table.Cell overflowWrap="anywhere">{shift.contractor?.name ?? '—'}</Table.Cell>
      <Table.Cell>
        <ShiftActions shift={shift} start={formatZoned(shift.start, timeZone)} timeZone={timeZone} canEdit={canEdit} canDelete={canDelete} onEdit={onEdit} />
      </Table.Cell>
    </Table.Row>
  );
}
