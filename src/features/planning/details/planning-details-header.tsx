/** The modal's title line: which planning, its status in the spec's colour, and when (in the
 * location's zone, with the zone named so a night planner never misreads whose clock it is). */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { PlanningStatusBadge } from '../status-badge.js';
import { clientBranchLabel } from './planning-info-summary.js';
import { formatZoned, zoneAbbreviation } from './zoned-date-time.js';

export function PlanningDetailsHeader({ planning }: { planning: PlanningRow }) {
  const zone = planning.location.timezone;
  return (
    <Stack gap="1">
      <HStack gap="3" wrap="wrap">
        <Text as="span" fontSize="lg" fontWeight="semibold">
          {planning.request.identifier} · {clientBranchLabel(planning)}
        </Text>
        <PlanningStatusBadge status={planning.status} size="md" />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {formatZoned(planning.start, zone)} – {formatZoned(planning.end, zone)} ({zoneAbbreviation(planning.start, zone)}) · {planning.location.name}
      </Text>
    </Stack>
  );
}
