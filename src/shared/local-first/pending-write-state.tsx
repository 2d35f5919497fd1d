/**
 * The state of one record's queued writes, next to the record (DESIGN.md section 5: every queued
 * write shows its state): 'Sending…', 'Waiting to send' (with the next attempt time while backing
 * off), or 'Failed: <server reason>' with Retry and Discard. Renders nothing when the record has
 * no queued write. A failed write is already rolled back locally; it stays listed until the user
 * decides, so nothing is dropped silently.
 *
 * Stable API for the screens: <PendingWriteState table="plannings" id={planning.id} />.
 */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { OutboxRow, SyncEntity } from '../../../src-sync/index.js';
import { usePendingWrites, type PendingWritesOptions } from './use-pending-writes.js';
import { useWriteActions } from './use-write-actions.js';
import { useOpenWorkspace } from './workspace-context.js';
import { canDiscard, failureReason, leadingWrite, waitingDetail } from './write-labels.js';

export interface PendingWriteStateProps extends PendingWritesOptions {
  table: SyncEntity;
  id: number;
  /** Names the record in failure toasts ('Retrying the shift failed: …'). */
  what?: string;
}

export function PendingWriteState({ table, id, what, subjectOnly }: PendingWriteStateProps) {
  const rows = usePendingWrites(table, id, subjectOnly === undefined ? {} : { subjectOnly });
  const row = leadingWrite(rows);
  if (!row) return null;
  return <WriteBadge row={row} count={rows.length} what={what ?? 'change'} />;
}

const PALETTE: Record<OutboxRow['state'], string> = { pending: 'gray', waiting: 'orange', sending: 'blue', failed: 'red' };

/** One write's badge; exported for lists that already hold the rows (e.g. a failed create). */
export function WriteBadge({ row, count = 1, what = 'change' }: { row: OutboxRow; count?: number; what?: string }) {
  const { engine } = useOpenWorkspace();
  const actions = useWriteActions(engine, what);
  const failed = row.state === 'failed';
  const detail = failed ? failureReason(row) : waitingDetail(row, Date.now());
  const more = count > 1 ? ` (${count} changes)` : '';
  return (
    <HStack
      gap="1.5"
      wrap="wrap"
      data-testid="pending-write-state"
      data-state={row.state}
      role={failed ? 'alert' : 'status'}
      onClick={(event) => event.stopPropagation()}
    >
      <Badge size="sm" colorPalette={PALETTE[row.state]} variant={failed ? 'solid' : 'subtle'} flexShrink={0}>
        {failed ? 'Failed' : row.state === 'sending' ? 'Sending…' : 'Waiting to send'}
        {more}
      </Badge>
      {detail && (
        <Text as="span" fontSize="xs" color={failed ? 'fg.error' : 'fg.muted'}>
          {failed ? `Failed: ${detail}` : detail}
        </Text>
      )}
      {failed && (
        <Button size="2xs" variant="outline" loading={actions.busy} onClick={() => void actions.retry(row.uuid)}>
          Retry
        </Button>
      )}
      {canDiscard(row) && (
        <Button size="2xs" variant="ghost" colorPalette="red" disabled={actions.busy} onClick={() => void actions.discard(row.uuid)}>
          Discard
        </Button>
      )}
    </HStack>
  );
}
