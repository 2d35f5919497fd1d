/** What a shift shows, shared by its table row (wide columns) and its card (narrow ones). */
import { Badge, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import type { Local, ShiftRow } from '../../../../src-sync/index.js';
import { PendingWriteState } from '../../../shared/local-first/index.js';
import { DeleteShiftButton } from './delete-shift-button.js';

/** The agents, one per line in the table or one after the other on a card, and assigned / needed. */
export function ShiftAgents({ shift, needed, inline = false }: { shift: Local<ShiftRow>; needed: number; inline?: boolean }) {
  const { t } = useTranslation('planning-shifts');
  const names = shift.agents.map((agent) => `${agent.first_name} ${agent.last_name}`.trim());
  const short = needed > 0 && shift.agents.length < needed;
  return (
    <Stack gap="1">
      {names.length === 0 ? (
        <Text>—</Text>
      ) : inline ? (
        <Text>{names.join(', ')}</Text>
      ) : (
        names.map((name, index) => <Text key={`${index}-${name}`}>{name}</Text>)
      )}
      {needed > 0 && (
        <Badge alignSelf="start" size="sm" colorPalette={short ? 'orange' : 'green'} title={t('assignedNeeded')}>
          {shift.agents.length}/{needed}
        </Badge>
      )}
    </Stack>
  );
}

interface ShiftActionsProps {
  shift: Local<ShiftRow>;
  /** The shift's start as shown, naming it in the buttons' labels. */
  start: string;
  /** The location's zone, for the times of a conflict. */
  timeZone: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
}

/** Edit and Delete for those allowed, and the state of the shift's queued writes. */
export function ShiftActions({ shift, start, timeZone, canEdit, canDelete, onEdit }: ShiftActionsProps) {
  const { t } = useTranslation('planning-shifts');
  return (
    <Stack gap="1">
      <HStack gap="0" wrap="wrap">
        {canEdit && (
          <IconButton size="xs" variant="ghost" aria-label={t('edit', { start })} onClick={onEdit}>
            <LuPencil />
          </IconButton>
        )}
        {canDelete && <DeleteShiftButton shiftId={shift.id} label={start} />}
      </HStack>
      <PendingWriteState table="shifts" id={shift.id} subjectOnly timeZone={timeZone} />
    </Stack>
  );
}
