/**
 * The state of a record's queued writes, next to the record: sending, waiting (offline or backing
 * off, with the reason), or failed with the server's reason and Retry / Discard. A failed write is
 * already rolled back locally; it stays here until the user decides (nothing is dropped silently).
 */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OutboxRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { notifyFailure } from '../../../shared/feedback/notify.js';

const RANK: Record<OutboxRow['state'], number> = { failed: 3, sending: 2, waiting: 1, pending: 0 };

/** The row that speaks for the record: a failure first, then whatever is in flight. */
export function leadingWrite(rows: readonly OutboxRow[]): OutboxRow | null {
  return rows.reduce<OutboxRow | null>((worst, row) => (worst === null || RANK[row.state] > RANK[worst.state] ? row : worst), null);
}

export function WriteState({ rows, what }: { rows: readonly OutboxRow[]; what: string }) {
  const { engine } = useOpenWorkspace();
  const [busy, setBusy] = useState(false);
  const row = leadingWrite(rows);
  if (!row) return null;

  const act = async (label: string, action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifyFailure(`${label} ${what}`, error);
    } finally {
      setBusy(false);
    }
  };

  if (row.state === 'failed') {
    return (
      <HStack gap="1" wrap="wrap" data-testid="write-state" data-state="failed" role="alert">
        <Badge colorPalette="red">Failed</Badge>
        <Text fontSize="xs" color="fg.error">
          {row.last_error ?? 'The server refused this change.'}
        </Text>
        <Button size="2xs" variant="outline" loading={busy} onClick={() => void act('Retrying', () => engine.retry(row.uuid))}>
          Retry
        </Button>
        <Button size="2xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => void act('Discarding', () => engine.discard(row.uuid))}>
          Discard
        </Button>
      </HStack>
    );
  }
  const label = row.state === 'sending' ? 'Sending…' : row.state === 'waiting' ? 'Waiting' : 'Queued';
  return (
    <HStack gap="1" wrap="wrap" data-testid="write-state" data-state={row.state}>
      <Badge colorPalette={row.state === 'waiting' ? 'orange' : 'gray'}>{label}</Badge>
      {row.state === 'waiting' && row.last_error && (
        <Text fontSize="xs" color="fg.muted">
          {row.last_error}
        </Text>
      )}
    </HStack>
  );
}
