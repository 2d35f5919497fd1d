/**
 * The queued and failed writes of the signed-in user, in delivery order, each with its state in
 * words; failed ones give the server's reason and Retry / Discard, queued ones that never left
 * this device can be discarded. Reads the outbox live, so it follows the engine in every tab.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Engine, OutboxRow, VigilDb } from '../../../../src-sync/index.js';
import { useWriteActions } from '../../../shared/local-first/use-write-actions.js';
import { canDiscard, describeWrite, failureReason, waitingDetail, writeStateLabel } from '../../../shared/local-first/write-labels.js';

/** Enough for any realistic backlog; beyond it the list says how many more there are. */
const SHOWN = 50;

function OutboxItem({ row, engine, now }: { row: OutboxRow; engine: Engine; now: number }) {
  const actions = useWriteActions(engine);
  const failed = row.state === 'failed';
  const detail = failed ? null : waitingDetail(row, now);
  return (
    <Box as="li" listStyleType="none" py="2" borderTopWidth="1px" data-testid="sync-outbox-row" data-state={row.state} data-uuid={row.uuid}>
      <Text fontSize="sm" fontWeight="medium">
        {describeWrite(row)}
      </Text>
      <Text fontSize="xs" color={failed ? 'fg.error' : 'fg.muted'}>
        {failed ? `Failed: ${failureReason(row)}` : writeStateLabel(row)}
        {detail ? ` · ${detail}` : ''}
      </Text>
      {(failed || canDiscard(row)) && (
        <HStack gap="2" mt="1">
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
      )}
    </Box>
  );
}

function Section({ title, rows, engine, now }: { title: string; rows: OutboxRow[]; engine: Engine; now: number }) {
  if (rows.length === 0) return null;
  return (
    <Box>
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" letterSpacing="wide">
        {title} ({rows.length})
      </Text>
      <Box as="ul" m="0" p="0">
        {rows.map((row) => (
          <OutboxItem key={row.uuid} row={row} engine={engine} now={now} />
        ))}
      </Box>
    </Box>
  );
}

export function OutboxList({ db, engine, now }: { db: VigilDb; engine: Engine; now: number }) {
  const data = useLiveQuery(async () => ({ rows: await db.outbox.orderBy('seq').limit(SHOWN).toArray(), total: await db.outbox.count() }), [db]);
  if (!data) return null;
  if (data.total === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        All changes are sent.
      </Text>
    );
  }
  const failed = data.rows.filter((row) => row.state === 'failed');
  const queued = data.rows.filter((row) => row.state !== 'failed');
  return (
    <Stack gap="3" maxH="72" overflowY="auto" data-testid="sync-outbox">
      <Section title="Failed changes" rows={failed} engine={engine} now={now} />
      <Section title="Waiting to be sent" rows={queued} engine={engine} now={now} />
      {data.total > data.rows.length && (
        <Text fontSize="xs" color="fg.muted">
          and {data.total - data.rows.length} more
        </Text>
      )}
    </Stack>
  );
}
