/**
 * One planning in the list. Clicking it (or Enter/Space on it) opens the Planning Details modal.
 * The testid and data attribute are what the e2e tests and the bench wait for: keep them.
 */
import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import { memo, type KeyboardEvent } from 'react';
import { LuUsers } from 'react-icons/lu';
import type { PlanningRow as Row } from '../../../../src-sync/index.js';
import { PlanningStatusBadge } from '../status-badge.js';
import { clientBranchText, ContractorCell, ContractorInline, locationDetail, rowTimes, TimesCell, ZoneMark } from './row-cells.js';
import { ROW_HEIGHT, WIDE_COLUMNS, type RowLayout } from './row-layout.js';

interface PlanningRowProps {
  row: Row;
  layout: RowLayout;
  /** Absolute offset from the virtualizer. */
  top: number;
  selected: boolean;
  onOpen: (id: number) => void;
}

export const PlanningListRow = memo(function PlanningListRow({ row, layout, top, selected, onOpen }: PlanningRowProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(row.id);
    }
  };
  return (
    <Box
      role="button"
      tabIndex={0}
      data-testid="planning-row"
      data-planning-id={row.id}
      data-status={row.status}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(row.id)}
      onKeyDown={onKeyDown}
      position="absolute"
      top="0"
      left="0"
      w="full"
      h={`${ROW_HEIGHT[layout]}px`}
      transform={`translateY(${top}px)`}
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={selected ? 'brand.subtle' : 'bg'}
      cursor="pointer"
      _hover={{ bg: selected ? 'brand.muted' : 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      {layout === 'wide' ? <WideRow row={row} /> : <NarrowRow row={row} />}
    </Box>
  );
});

function WideRow({ row }: { row: Row }) {
  return (
    <Grid templateColumns={WIDE_COLUMNS} gap="3" px="4" h="full" alignItems="center" fontSize="sm">
      <Text fontWeight="semibold" truncate title={row.request.identifier} fontVariantNumeric="tabular-nums">
        {row.request.identifier}
      </Text>
      <Box minW="0" lineHeight="short">
        <Text truncate title={clientBranchText(row)}>
          {row.client.name}
        </Text>
        {row.branch && (
          <Text truncate color="fg.muted" title={clientBranchText(row)}>
            → {row.branch.name}
          </Text>
        )}
      </Box>
      <Box minW="0" lineHeight="short">
        <Text truncate title={row.location.name}>
          {row.location.name}
        </Text>
        <Text truncate fontSize="xs" color="fg.muted" title={locationDetail(row)}>
          {locationDetail(row)}
        </Text>
      </Box>
      <TimesCell times={rowTimes(row)} />
      <Text textAlign="end" fontVariantNumeric="tabular-nums" title="Agents needed">
        {row.number_of_agents}
      </Text>
      <Box>
        <PlanningStatusBadge status={row.status} />
      </Box>
      <ContractorCell row={row} />
    </Grid>
  );
}

function NarrowRow({ row }: { row: Row }) {
  const times = rowTimes(row);
  return (
    <Flex direction="column" justify="center" gap="1" px="3" h="full" fontSize="sm" minW="0">
      <Flex gap="2" align="center" minW="0">
        <PlanningStatusBadge status={row.status} />
        <Text fontWeight="semibold" flexShrink={0} fontVariantNumeric="tabular-nums">
          {row.request.identifier}
        </Text>
        <Text truncate flex="1" title={clientBranchText(row)}>
          {clientBranchText(row)}
        </Text>
        <Flex align="center" gap="1" flexShrink={0} color="fg.muted" title="Agents needed" aria-label={`${row.number_of_agents} agents needed`}>
          <LuUsers aria-hidden="true" />
          <Text as="span" fontVariantNumeric="tabular-nums" color="fg">
            {row.number_of_agents}
          </Text>
        </Flex>
      </Flex>
      <Flex gap="2" align="center" minW="0" color="fg.muted" fontSize="xs" whiteSpace="nowrap">
        <Text flexShrink={0} fontVariantNumeric="tabular-nums" color="fg" title={times.zoneNote ?? undefined}>
          {times.start} – {times.end}
          <ZoneMark note={times.zoneNote} />
        </Text>
        <Text truncate flex="1" minW="0" title={`${row.location.name}, ${locationDetail(row)}`}>
          {row.location.name}
        </Text>
        <ContractorInline row={row} />
      </Flex>
    </Flex>
  );
}
