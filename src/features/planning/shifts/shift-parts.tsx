/** What a shift shows, shared by its table row (wide columns) and its card (narrow ones). */
import { Badge, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuClockAlert, LuPencil } from 'react-icons/lu';
import type { Local, ShiftRow } from '../../../../src-sync/index.js';
import { PendingWriteState } from '../../../shared/local-first/index.js';
import { formatZoned } from '../details/zoned-date-time.js';
import { DeleteShiftButton } from './delete-shift-button.js';

type ShiftAgent = ShiftRow['agents'][number];

/** Where the agent stands with the shift's changed times: waiting (orange) or acknowledged, when.
 * Small text rather than a badge: it wraps in a narrow Agents column instead of overflowing it. */
function ChangeAcknowledgement({ agent, timeZone }: { agent: ShiftAgent; timeZone: string }) {
  const { t } = useTranslation('planning-shifts');
  if (agent.change_pending === 1) {
    return (
      <Text as="span" fontSize="xs" fontWeight="medium" color="orange.fg" data-testid="change-pending">
        <LuClockAlert aria-hidden style={{ display: 'inline', verticalAlign: '-2px', marginInlineEnd: '4px' }} />
        {t('change.pending')}
      </Text>
    );
  }
  if (!agent.change_acknowledged_at) return null;
  return (
    <Text as="span" fontSize="xs" color="green.fg" data-testid="change-acknowledged">
      <LuCheck aria-hidden style={{ display: 'inline', verticalAlign: '-2px', marginInlineEnd: '4px' }} />
      {t('change.acknowledged', { time: formatZoned(agent.change_acknowledged_at, timeZone) })}
    </Text>
  );
}

interface ShiftAgentsProps {
  shift: Local<ShiftRow>;
  needed: number;
  timeZone: string;
  /** Show each agent's acknowledgement of changed times (permission `field.oversee`). */
  showAcknowledgements: boolean;
  inline?: boolean;
}

const STAFFING_COLOURS = { short: 'orange', over: 'blue', staffed: 'green' } as const;

/** The agents, one per line in the table or one after the other on a card, each with its
 * acknowledgement of the shift's changed times for those who run the planning, and assigned / needed. */
export function ShiftAgents({ shift, needed, timeZone, showAcknowledgements, inline = false }: ShiftAgentsProps) {
  const { t } = useTranslation('planning-shifts');
  const staffing = needed <= 0 ? null : shift.agents.length < needed ? 'short' : shift.agents.length > needed ? 'over' : 'staffed';
  return (
    <Stack gap="1">
      {shift.agents.length === 0 ? (
        <Text>—</Text>
      ) : (
        <Flex direction={inline ? 'row' : 'column'} wrap="wrap" columnGap="3" rowGap="1">
          {shift.agents.map((agent, index) => (
            <Stack key={`${index}-${agent.id}`} gap="0" data-testid="shift-agent" data-agent-id={agent.id}>
              <Text>{`${agent.first_name} ${agent.last_name}`.trim()}</Text>
              {showAcknowledgements && <ChangeAcknowledgement agent={agent} timeZone={timeZone} />}
            </Stack>
          ))}
        </Flex>
      )}
      {staffing && (
        // More than needed is staffed but worth a look (a double booking, a trainee): not green.
        <Badge
          alignSelf="start"
          size="sm"
          colorPalette={STAFFING_COLOURS[staffing]}
          title={staffing === 'over' ? t('form.moreAgentsThanNeeded', { needed }) : t('assignedNeeded')}
          data-staffing={staffing}
        >
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
