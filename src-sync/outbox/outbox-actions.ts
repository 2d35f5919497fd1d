/** What the user (through the UI) can do with queued writes: retry a failed one, or discard it. */
import type { OutboxRow } from '../db/engine-tables.js';
import type { VigilDb } from '../db/vigil-db.js';
import { mutationTables } from './enqueue.js';
import { ensureBases, recomputeKeys } from './rebase.js';
import { ORPHANED, WAITING_FOR_CREATE } from './select-next.js';
import { newUuid } from './uuid.js';

export class OutboxActionError extends Error {
  override readonly name = 'OutboxActionError';
}

async function byUuid(db: VigilDb, uuid: string): Promise<OutboxRow> {
  const row = await db.outbox.where('uuid').equals(uuid).first();
  if (!row?.seq) throw new OutboxActionError('This queued change no longer exists.');
  return row;
}

/**
 * Queues a failed write again, with its optimistic change re-applied. It gets a NEW
 * Idempotency-Key: the server stored its refusal under the old one and would replay it, and
 * nothing was applied under the old key, so a new one cannot apply anything twice.
 * Resolves with the new key.
 */
export function retryOutboxRow(db: VigilDb, uuid: string): Promise<string> {
  return db.transaction('rw', mutationTables(db), async () => {
    const row = await byUuid(db, uuid);
    if (row.state !== 'failed') throw new OutboxActionError('Only a failed change can be retried.');
    await ensureBases(db, row.keys);
    const next: OutboxRow = {
      ...row,
      uuid: newUuid(),
      state: 'pending',
      attempts: 0,
      next_attempt_at: 0,
      last_error: null,
      last_status: null,
      issues: [],
    };
    await db.outbox.put(next);
    await recomputeKeys(db, row.keys);
    return next.uuid;
  });
}

/**
 * Drops a queued write for good and restores the records it changed. Allowed for a failed write,
 * and for one never sent (attempts 0); a write that may have reached the server cannot be taken
 * back here. Writes that depend on a record this one would have created fail visibly on the next
 * outbox pass (nothing is dropped silently).
 */
export function discardOutboxRow(db: VigilDb, uuid: string): Promise<void> {
  return db.transaction('rw', mutationTables(db), async () => {
    const row = await byUuid(db, uuid);
    if (row.state !== 'failed' && (row.attempts > 0 || row.state === 'sending')) {
      throw new OutboxActionError('This change may already have reached the server and cannot be discarded.');
    }
    await db.outbox.delete(row.seq as number);
    await recomputeKeys(db, row.keys);
  });
}

/** Fails rows whose temp-id dependency is gone for good, rolling their changes back. */
export function failOrphans(db: VigilDb, seqs: readonly number[]): Promise<void> {
  return db.transaction('rw', mutationTables(db), async () => {
    for (const seq of seqs) {
      const row = await db.outbox.get(seq);
      if (!row || row.state === 'failed' || row.state === 'sending') continue;
      await db.outbox.put({ ...row, state: 'failed', last_error: ORPHANED, last_status: null });
      await recomputeKeys(db, row.keys);
    }
  });
}

/** Shows rows held back by a failed create as waiting, with the reason. */
export function markBlocked(db: VigilDb, seqs: readonly number[]): Promise<void> {
  return db.transaction('rw', db.outbox, async () => {
    for (const seq of seqs) {
      const row = await db.outbox.get(seq);
      if (!row || row.state === 'failed' || row.state === 'sending') continue;
      await db.outbox.put({ ...row, state: 'waiting', last_error: WAITING_FOR_CREATE });
    }
  });
}
