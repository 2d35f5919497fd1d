/** The shifts table (spec section 2): Start, End, Agents, Subcontractor, Actions. Where the column
 * is narrower than the table (phones, tablets), each shift is a card with the same facts and
 * actions, so nothing is cut off or scrolls sideways. */
import { Stack, Table, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowerThan } from '../../../shared/layout/use-narrower-than.js';
import type { Local, OutboxRow, PlanningRow, ShiftRow } from '../../../../src-sync/index.js';
import type { PlanningPermissions } from '../details/planning-permissions.js';
import { FailedCreateCard, FailedCreateRow } from './failed-create-row.js';
import { ShiftCard } from './shift-card.js';
import { ShiftTableRow } from './shift-row.js';

/** The table's own minimum width (minW="md"): narrower, and the shifts become cards. */
const TABLE_MIN_WIDTH = 448;

interface ShiftsTableProps {
  planning: Local<PlanningRow>;
  shifts: Local<ShiftRow>[];
  writes: readonly OutboxRow[];
  permissions: PlanningPermissions;
  onEdit: (shift: Local<ShiftRow>) => void;
}

export function ShiftsTable({ planning, shifts, writes, permissions, onEdit }: ShiftsTableProps) {
  const { t } = useTranslation('planning-shifts');
  const frame = useRef<HTMLDivElement>(null);
  const cards = useNarrowerThan(frame, TABLE_MIN_WIDTH);
  const zone = planning.location.timezone;
  const present = new Set(shifts.map((shift) => shift.id));
  const failedCreates = writes.filter((w) => w.op === 'create-shift' && w.state === 'failed' && (w.temp_id === null || !present.has(w.temp_id)));
  const view = (shift: Local<ShiftRow>) => ({
    shift,
    timeZone: zone,
    needed: planning.number_of_agents,
    canEdit: permissions.editShift(shift),
    canDelete: permissions.deleteShift,
    showAcknowledgements: permissions.oversee,
    onEdit: () => onEdit(shift),
  });

  const cardList = () => (
    <Stack as="ul" gap="2" aria-label={t('title')} data-layout="cards">
      {shifts.map((shift) => (
        <ShiftCard key={shift.id} {...view(shift)} />
      ))}
      {failedCreates.map((write) => (
        <FailedCreateCard key={write.uuid} write={write} timeZone={zone} />
      ))}
      {shifts.length === 0 && failedCreates.length === 0 && (
        <Text as="li" listStyleType="none" color="fg.muted" py="2">
          {t('none')}
        </Text>
      )}
    </Stack>
  );

  const table = () => (
    // ScrollArea sets nowrap for its table; ours wraps (see the fixed layout below).
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" whiteSpace="normal">
      {/* Fixed layout: long names wrap inside their column instead of pushing Actions out of view
          (the column is a third of the screen on a desktop); narrower, the shifts are cards. */}
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
            <ShiftTableRow key={shift.id} {...view(shift)} />
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

  return <div ref={frame}>{cards ? cardList() : table()}</div>;
}
