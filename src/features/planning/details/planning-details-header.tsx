/** The modal's title line: which planning, its status in the spec's colour, and when (in the
 * location's zone, with the zone named so a night planner never misreads whose clock it is). */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { PlanningStatusBadge } from '../status-badge.js';
import { ClientBranchText, WholeName } from '../format/index.js';
import { formatZoned, useZoneAbbreviation } from './zoned-date-time.js';

export function PlanningDetailsHeader({ planning }: { planning: PlanningRow }) {
  const zoneAbbreviation = useZoneAbbreviation();
  const zone = planning.location.timezone;
  return (
    <Stack gap="1" minW="0">
      {/* The status first and the title beside it, each name a line at most on a phone: the
          header stays on screen while the sections scroll. */}
      <HStack gap={{ base: '2', md: '3' }} align="start" minW="0">
        <Box flexShrink={0} pt="0.5">
          <PlanningStatusBadge status={planning.status} size="md" />
        </Box>
        <Text as="span" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" lineHeight="short" minW="0" data-testid="planning-details-title">
          {/* Each part whole on its line: a name broken in two read in the wrong order in Arabic. */}
          <WholeName>{planning.request.identifier}</WholeName> · <ClientBranchText row={planning} short />
        </Text>
      </HStack>
      <Text fontSize={{ base: 'xs', md: 'sm' }} lineHeight="short" color="fg.muted">
        {/* Each time isolated, left to right in every language; the range itself reads the page's
            way, so in Arabic the start is on the right, read first, as on the request page. */}
        <bdi dir="ltr">{formatZoned(planning.start, zone)}</bdi> – <bdi dir="ltr">{formatZoned(planning.end, zone)}</bdi>{' '}
        (<bdi>{zoneAbbreviation(planning.start, zone)}</bdi>) · <WholeName>{planning.location.name}</WholeName>
      </Text>
    </Stack>
  );
}
