/**
 * The History column of the Planning Details modal (spec section 2): the planning's history
 * timeline with Add history, Edit and Delete. Minimal first version; the timeline follows.
 */
import { Heading, Stack } from '@chakra-ui/react';
import type { PlanningRow } from '../../../../src-sync/index.js';

export interface HistoryColumnProps {
  planning: PlanningRow;
}

export function HistoryColumn({ planning }: HistoryColumnProps) {
  return (
    <Stack gap="3" data-planning-id={planning.id}>
      <Heading size="md">History</Heading>
    </Stack>
  );
}
