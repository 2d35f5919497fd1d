/** The shifts table (spec section 2): Start, End, Agents, Subcontractor, Actions. */
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Local, OutboxRow, PlanningRow, ShiftRow } from '../../../../src-sync/index.js';
import type { PlanningPermissions } from '../details/planning-permissions.js';
import { FailedCreateRow } from './failed-create-row.js';
import { ShiftTableRow } from './shift-row.js';

interface ShiftsTableProps {
  planning: Local<PlanningRow>;
  shifts: Local<ShiftRow>[];
  writes: readonly OutboxRow[];
  permissions: PlanningPermissions;
  onEdit: (shift: Local<ShiftRow>) => void;
}

export function ShiftsTable({ planning, shifts, writes, permissions, onEdit }: ShiftsTableProps) {
  const { t } = useTranslation('planning-shifts');
  const zone = planning.location.timezone;
  const present = new Set(shifts.map((shift) => shift.id));
  const failedCreates = writes.filter((w) => w.op === 'create-shift' && w.state === 'failed' && (w.temp_id === null || !present.has(w.temp_id)));

  return (
    // ScrollArea sets nowrap for its table; ours wraps (see the fixed layout below).
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" whiteSpace="normal">
      {/* Fixed layout: long names wrap inside their column instead of pushing Actions out of view
          (the column is a third of the screen on a desktop); a phone scrolls sideways instead. */}
      <Table.Root size="sm" aria-label={t('title')} tableLayout="fixed" minW="md">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="17%">{t('table.start')}</Table.ColumnHeader>
            <Table.ColumnHeader w="17%">{t('table.end')}</Table.ColumnHeader>
            <Table.ColumnHeader w="24%">{t('table.agents')}</Table.ColumnHeader>
            <Table.ColumnHeader w="24%">{t('table.subcontractor')}</Table.ColumnHeader>
            <Table.ColumnHeader w="18%">{t('table.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shifts.map((shift) => (
            <ShiftTableRow
              key={shift.id}
              shift={shift}
              timeZone={zone}
              needed={planning.number_of_agents}
              canEdit={permissions.editShift(shift)}
              canDelete={permissions.manageShifts}
              onEdit={() => onEdit(shift)}
            />
          ))}
          {failedCreates.map((write) => (
            <FailedCreateRow key={write.uuid} write={write} timeZone={zone} />
          ))}
          {shifts.length === 0 && failedCreates.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={5}>
                <Text color="fg.muted" py="2">
                  {t('none')}
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
