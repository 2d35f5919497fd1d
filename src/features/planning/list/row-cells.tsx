/** Pieces of a planning row shared by the wide and the narrow layout. */
import { Box, Flex, Text } from '@chakra-ui/react';
import { LuGlobe } from 'react-icons/lu';
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

export interface RowTimes {
  start: string;
  end: string;
  /** 'Times at the location: Europe/Lisbon (GMT+1)' when that zone is not the planner's own. */
  zoneNote: string | null;
}

export function rowTimes(row: PlanningRow): RowTimes {
  const tz = row.location.timezone;
  return {
    start: formatPlanningDateTime(row.start, tz),
    end: formatPlanningDateTime(row.end, tz),
    zoneNote: tz && tz !== localZone ? `Times at the location: ${tz} (${formatZoneName(row.start, tz)})` : null,
  };
}

/** Marks times shown in a zone other than the planner's; the zone is in its tooltip. */
export function ZoneMark({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <Box as="span" display="inline-flex" color="fg.muted" title={note} aria-label={note} ms="1" verticalAlign="middle">
      <LuGlobe size="11" />
    </Box>
  );
}

/** Start over end, both in the location's timezone (spec section 9: DD-MM-YYYY HH:mm). */
export function TimesCell({ times }: { times: RowTimes }) {
  return (
    <Box lineHeight="short" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" title={times.zoneNote ?? undefined}>
      <Text>
        {times.start}
        <ZoneMark note={times.zoneNote} />
      </Text>
      <Text color="fg.muted">{times.end}</Text>
    </Box>
  );
}

/** Name over the contractor status (wide layout). */
export function ContractorCell({ row }: { row: PlanningRow }) {
  if (!row.contractor) {
    return (
      <Text color="fg.muted" truncate>
        Not forwarded
      </Text>
    );
  }
  return (
    <Box minW="0" lineHeight="short">
      <Text truncate title={row.contractor.name} data-part="contractor">
        {row.contractor.name}
      </Text>
      {row.contractor_status && <ContractorStatusBadge status={row.contractor_status} size="xs" />}
    </Box>
  );
}

/** Name and status on one line (narrow layout); nothing when not forwarded, to keep the line short. */
export function ContractorInline({ row }: { row: PlanningRow }) {
  if (!row.contractor) return null;
  return (
    <Flex gap="1" align="center" minW="0" maxW="45%" flexShrink={1} ms="auto">
      <Text truncate title={row.contractor.name} color="fg" data-part="contractor">
        {row.contractor.name}
      </Text>
      {row.contractor_status && <ContractorStatusBadge status={row.contractor_status} size="xs" />}
    </Flex>
  );
}
