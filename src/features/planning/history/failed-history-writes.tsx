/**
 * History writes the server refused whose entry is no longer shown: a new entry's optimistic row
 * is rolled back on refusal (and its image upload with it), so no timeline item can carry the
 * failure. They are listed above the timeline with Retry and Discard: nothing vanishes silently.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { failedWritesWithoutRecord, type OutboxRow } from '../../../../src-sync/index.js';
import { WriteBadge } from '../../../shared/local-first/pending-write-state.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

const NONE: OutboxRow[] = [];

function useOrphanedHistoryWrites(planningId: number): OutboxRow[] {
  const { db } = useOpenWorkspace();
  return useLiveQuery(() => failedWritesWithoutRecord(db, 'plannings', planningId, 'planning_history'), [db, planningId]) ?? NONE;
}

/** The write kinds with words of their own; any other history write reads as a change. */
const NOT_SAVED_KEY = { 'create-history': 'failed.newEntry', 'upload-history-image': 'failed.newImage' } as const;

function isKnownOp(op: string): op is keyof typeof NOT_SAVED_KEY {
  return op in NOT_SAVED_KEY;
}

export function FailedHistoryWrites({ planningId }: { planningId: number }) {
  const { t } = useTranslation('planning-history');
  const rows = useOrphanedHistoryWrites(planningId);
  if (rows.length === 0) return null;
  return (
    <Stack gap="2" data-testid="failed-history-writes">
      {rows.map((row) => (
        <Stack key={row.uuid} gap="1" borderWidth="1px" borderColor="border.error" borderRadius="md" p="2">
          <Text fontSize="sm" fontWeight="medium">
            {t(isKnownOp(row.op) ? NOT_SAVED_KEY[row.op] : 'failed.change')}
          </Text>
          <WriteBadge row={row} />
        </Stack>
      ))}
    </Stack>
  );
}
