/**
 * The state of one record's queued writes, next to the record (DESIGN.md section 5: every queued
 * write shows its state): 'Sending…', 'Waiting to send' (with the next attempt time while backing
 * off), 'Failed: <reason>' with Retry and Discard, or, when someone else changed the same fields
 * meanwhile, who changed what and when with "Keep mine" and "Take theirs". Renders nothing when
 * the record has no queued write. A failed write is already rolled back locally; it stays listed
 * until the user decides, so nothing is dropped silently.
 *
 * Stable API for the screens: <PendingWriteState table="plannings" id={planning.id} />.
 */
import { Badge, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OutboxRow, SyncEntity } from '../../../src-sync/index.js';
import { asTranslate } from '../../i18n/index.js';
import { usePendingWrites, type PendingWritesOptions } from './use-pending-writes.js';
import { WriteActionButtons } from './write-action-buttons.js';
import { RefusedChangeValues, WriteConflictDetails } from './write-conflict.js';
import { failureReason, leadingWrite, stateWord, waitingDetail } from './write-labels.js';

export interface PendingWriteStateProps extends PendingWritesOptions {
  table: SyncEntity;
  id: number;
  /** The record's location zone, for times in a conflict; the viewer's zone without it. */
  timeZone?: string | undefined;
  /** In a list row of fixed height: the state word alone, its reason on hover; the record's own
   * view carries the reason, the values and the buttons (they spilled out of the row). */
  brief?: boolean;
}

export function PendingWriteState({ table, id, subjectOnly, timeZone, brief = false }: PendingWriteStateProps) {
  const rows = usePendingWrites(table, id, subjectOnly === undefined ? {} : { subjectOnly });
  const row = leadingWrite(rows);
  if (!row) return null;
  return <WriteBadge row={row} count={rows.length} timeZone={timeZone} brief={brief} />;
}

const PALETTE: Record<OutboxRow['state'], string> = { pending: 'gray', waiting: 'orange', sending: 'blue', failed: 'red' };

/** One write's badge; exported for lists that already hold the rows (e.g. a failed create). */
export function WriteBadge({ row, count = 1, timeZone, brief = false }: { row: OutboxRow; count?: number; timeZone?: string | undefined; brief?: boolean }) {
  const { t } = useTranslation('writes');
  const { t: tAny } = useTranslation();
  const translate = asTranslate(tAny);
  const failed = row.state === 'failed';
  const conflict = failed && Boolean(row.conflict);
  const detail = conflict ? null : failed ? failureReason(row, translate) : waitingDetail(row, Date.now(), translate);
  const badge = (
    <Badge size="sm" colorPalette={conflict ? 'orange' : PALETTE[row.state]} variant={failed ? 'solid' : 'subtle'} flexShrink={0} title={brief ? (detail ?? undefined) : undefined}>
      {stateWord(row, translate)}
      {count > 1 ? ` · ${t('state.changes', { count })}` : ''}
    </Badge>
  );
  if (brief) {
    return (
      <span data-testid="pending-write-state" data-state={row.state} data-conflict={conflict ? 'true' : undefined} role={failed ? 'alert' : 'status'}>
        {badge}
        {/* The reason for those who cannot hover (touch, keyboard, a screen reader). */}
        {detail && <VisuallyHidden>{detail}</VisuallyHidden>}
      </span>
    );
  }
  return (
    <Stack
      gap="1"
      data-testid="pending-write-state"
      data-state={row.state}
      data-conflict={conflict ? 'true' : undefined}
      role={failed ? 'alert' : 'status'}
      onClick={(event) => event.stopPropagation()}
    >
      <HStack gap="1.5" wrap="wrap">
        {badge}
        {detail && (
          <Text as="span" fontSize="xs" color={failed ? 'fg.error' : 'fg.muted'}>
            {failed ? t('state.failedBecause', { reason: detail }) : detail}
          </Text>
        )}
        {!conflict && <WriteActionButtons row={row} />}
      </HStack>
      {failed && !conflict && <RefusedChangeValues row={row} timeZone={timeZone} />}
      {conflict && (
        <>
          <WriteConflictDetails row={row} timeZone={timeZone} />
          <WriteActionButtons row={row} />
        </>
      )}
    </Stack>
  );
}
