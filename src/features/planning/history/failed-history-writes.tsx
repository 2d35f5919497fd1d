/**
 * History writes the server refused whose entry is no longer shown: a new entry's optimistic row
 * is rolled back on refusal (and its image upload with it), so no timeline item can carry the
 * failure. They are listed above the timeline with Retry and Discard: nothing vanishes silently.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { failedWritesWithoutRecord, type OutboxRow } from '../../../../src-sync/index.js';
import { WriteBadge } from '../../../shared/local-first/pending-write-state.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

const NONE: OutboxRow[] = [];

function useOrphanedHistoryWrites(planningId: number): OutboxRow[] {
  const { db } = useOpenWorkspace();
  return useLiveQuery(() => failedWritesWithoutRecord(db, 'plannings', planningId, 'planning_history'), [db, planningId]) ?? NONE;
}

const WHAT: Record<string, string> = { 'create-history': 'New history entry', 'upload-history-image': 'Image of a new entry' };

export function FailedHistoryWrites({ planningId }: { planningId: number }) {
  const rows = useOrphanedHistoryWrites(planningId);
  if (rows.length === 0) return null;
  return (
    <Stack gap="2" data-testid="failed-history-writes">
      {rows.map((row) => (
        <Stack key={row.uuid} gap="1" borderWidth="1px" borderColor="border.error" borderRadius="md" p="2">
          <Text fontSize="sm" fontWeight="medium">
            {WHAT[row.op] ?? 'History change'} not saved
          </Text>
          <WriteBadge row={row} />
        </Stack>
      ))}
    </Stack>
  );
}
