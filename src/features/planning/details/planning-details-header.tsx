/** The modal's title line: which planning, its status in the spec's colour, and when (in the
 * location's zone, with the zone named so a night planner never misreads whose clock it is). */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { PlanningStatusBadge } from '../status-badge.js';
import { useClientBranchLabel } from './planning-info-summary.js';
import { formatZoned, useZoneAbbreviation } from './zoned-date-time.js';

export function PlanningDetailsHeader({ planning }: { planning: PlanningRow }) {
  const clientBranchLabel = useClientBranchLabel();
  const zoneAbbreviation = useZoneAbbreviation();
  const zone = planning.location.timezone;
  return (
    <Stack gap="1">
      <HStack gap="3" wrap="wrap">
        <Text as="span" fontSize="lg" fontWeight="semibold">
          <bdi>{planning.request.identifier}</bdi> · <bdi>{clientBranchLabel(planning)}</bdi>
        </Text>
        <PlanningStatusBadge status={planning.status} size="md" />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {/* Each part isolated: fixed-format times read left to right in every language. */}
        <bdi dir="ltr">
          {formatZoned(planning.start, zone)} – {formatZoned(planning.end, zone)}
        </bdi>{' '}
        (<bdi>{zoneAbbreviation(planning.start, zone)}</bdi>) · <bdi>{planning.location.name}</bdi>
      </Text>
    </Stack>
  );
}
