/**
 * What a planner should see before saving a shift that does not fit its planning: times outside
 * the planning's hours, or more agents than the planning needs per shift. Neither is refused
 * (an agent may start early to take over the post, a trainee may double a shift), but both are
 * usually a typo or a wrong click, and on a busy night nobody rereads the times.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Local, PlanningRow } from '../../../../src-sync/index.js';
import { formatPlanningDateTime } from '../../../shared/format/index.js';
import { fromZonedParts } from '../details/zoned-date-time.js';
import type { ShiftFormValues } from './shift-form-schema.js';

interface ShiftFitHintProps {
  control: Control<ShiftFormValues>;
  planning: Local<PlanningRow>;
}

export function ShiftFitHint({ control, planning }: ShiftFitHintProps) {
  const { t } = useTranslation('planning-shifts');
  const [startDate, startTime, endDate, endTime, agents] = useWatch({ control, name: ['start_date', 'start_time', 'end_date', 'end_time', 'agents'] });
  const zone = planning.location.timezone;
  const start = fromZonedParts(startDate, startTime, zone);
  const end = fromZonedParts(endDate, endTime, zone);
  // Only a shift that is itself valid (its own errors say the rest).
  const outside = start !== null && end !== null && start < end && (start < planning.start || end > planning.end);
  const tooMany = planning.number_of_agents > 0 && agents.length > planning.number_of_agents;
  if (!outside && !tooMany) return null;
  return (
    <Stack gap="1" data-testid="shift-fit-hint">
      {outside && (
        <Text fontSize="sm" color="orange.fg">
          {t('form.outsidePlanning', { start: formatPlanningDateTime(planning.start, zone), end: formatPlanningDateTime(planning.end, zone) })}
        </Text>
      )}
      {tooMany && (
        <Text fontSize="sm" color="orange.fg">
          {t('form.moreAgentsThanNeeded', { needed: planning.number_of_agents })}
        </Text>
      )}
    </Stack>
  );
}
