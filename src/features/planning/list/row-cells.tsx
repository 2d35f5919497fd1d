/** Pieces of a planning row shared by the wide and the narrow layout. */
import { Flex, Text } from '@chakra-ui/react';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { formatPlanningDateTime, formatZoneName } from '../format/index.js';
import { ContractorStatusBadge } from '../status-badge.js';

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Spec section 2: a branch reads as "client -> branch". */
export function clientBranchText(row: PlanningRow): string {
  return row.branch ? `${row.client.name} → ${row.branch.name}` : row.client.name;
}

export function locationDetail(row: PlanningRow): string {
  return [row.location.address, row.location.number].filter(Boolean).join(' ');
}

export function rowTimes(row: PlanningRow): { start: string; end: string; zone: string | null } {
  const tz = row.location.timezone;
  return {
    start: formatPlanningDateTime(row.start, tz),
    end: formatPlanningDateTime(row.end, tz),
    // Times are in the location's zone; say which when it is not the planner's own.
    zone: tz && tz !== localZone ? formatZoneName(row.start, tz) : null,
  };
}

export function ContractorCell({ row }: { row: PlanningRow }) {
  if (!row.contractor) {
    return (
      <Text as="span" color="fg.muted" fontSize="sm">
        Not forwarded
      </Text>
    );
  }
  return (
    <Flex gap="1.5" align="center" minW="0">
      <Text as="span" truncate title={row.contractor.name} fontSize="sm" data-part="contractor">
        {row.contractor.name}
      </Text>
      {row.contractor_status && <ContractorStatusBadge status={row.contractor_status} size="xs" />}
    </Flex>
  );
}
