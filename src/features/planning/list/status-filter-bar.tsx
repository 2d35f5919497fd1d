/**
 * One toggle per planning status with its live count (rows matching every other filter), plus
 * 'All'. Several statuses can be on at once; 'All' clears the choice.
 */
import { Box, Button, Flex } from '@chakra-ui/react';
import { PLANNING_STATUSES, PLANNING_STATUS_COLOR, type PlanningStatus } from '../../../../src-sync/index.js';
import { PLANNING_STATUS_LABEL } from '../status-badge.js';
import type { StatusCounts } from './filter-plannings.js';

interface StatusFilterBarProps {
  selected: readonly PlanningStatus[];
  counts: StatusCounts;
  total: number;
  /** False while only the first screenful is loaded: counts are not known yet. */
  countsKnown: boolean;
  onChange: (statuses: PlanningStatus[]) => void;
}

export function StatusFilterBar({ selected, counts, total, countsKnown, onChange }: StatusFilterBarProps) {
  const toggle = (status: PlanningStatus) =>
    onChange(selected.includes(status) ? selected.filter((s) => s !== status) : [...selected, status]);
  const count = (value: number) => (countsKnown ? value.toLocaleString('en') : '…');

  return (
    // On a phone one scrolling line, so the statuses never push the list off the screen.
    <Flex
      gap="1.5"
      wrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      flexShrink={0}
      pb={{ base: '1', md: '0' }}
      role="group"
      aria-label="Filter by status"
    >
      <Button
        size="xs"
        flexShrink={0}
        variant={selected.length === 0 ? 'solid' : 'outline'}
        colorPalette="brand"
        bg={selected.length === 0 ? undefined : 'bg'}
        aria-pressed={selected.length === 0}
        data-testid="status-filter-all"
        data-count={countsKnown ? total : undefined}
        onClick={() => onChange([])}
      >
        All <Count>{count(total)}</Count>
      </Button>
      {PLANNING_STATUSES.map((status) => {
        const on = selected.includes(status);
        const color = PLANNING_STATUS_COLOR[status];
        return (
          <Button
            key={status}
            size="xs"
            flexShrink={0}
            variant={on ? 'subtle' : 'outline'}
            bg={on ? undefined : 'bg'}
            colorPalette={color === 'black' ? 'gray' : color}
            borderColor={on ? 'colorPalette.solid' : undefined}
            aria-pressed={on}
            data-testid={`status-filter-${status}`}
            data-count={countsKnown ? counts[status] : undefined}
            opacity={countsKnown && counts[status] === 0 && !on ? 0.6 : 1}
            onClick={() => toggle(status)}
          >
            <Box as="span" w="2" h="2" borderRadius="full" bg={color === 'black' ? 'gray.950' : `${color}.500`} aria-hidden="true" />
            {PLANNING_STATUS_LABEL[status]} <Count>{count(counts[status])}</Count>
          </Button>
        );
      })}
    </Flex>
  );
}

function Count({ children }: { children: string }) {
  return (
    <Box as="span" fontVariantNumeric="tabular-nums" fontWeight="semibold" data-part="count">
      {children}
    </Box>
  );
}
