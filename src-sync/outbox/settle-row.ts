/**
 * What happens to an outbox row once the server answered (or did not). Each function is one Dexie
 * transaction, so the row's state and the tables' values always change together.
 */
import type { OutboxRow } from '../db/engine-tables.js';
import { parseRecordKey } from '../db/record-key.js';
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpErrorLike } from '../engine/http-client.js';
import { mutationTables } from './enqueue.js';
import { foldEffects } from './fold-effects.js';
import type { ParsedAnswer } from './parse-answer.js';
import { applyServerValues, recomputeKeys } from './rebase.js';
import type { WriteConflict } from '../protocol/write-conflict.js';
import { swapTempId } from './temp-ids.js';

/** Reads the row again inside the transaction: it may have been rewritten (temp id swap) or
 * discarded since it was picked. */
async function current(db: VigilDb, seq: number): Promise<OutboxRow | undefined> {
  return db.outbox.get(seq);
}

/** Marks the rows about to be sent, in one transaction; answers those still sendable (a row
 * may have been discarded or settled since it was picked). */
export function markSending(db: VigilDb, seqs: readonly number[]): Promise<OutboxRow[]> {
  return db.transaction('rw', db.outbox, async () => {
    const rows = await db.outbox.bulkGet([...seqs]);
    const sending = rows
      .filter((row): row is OutboxRow => row !== undefined && (row.state === 'pending' || row.state === 'waiting'))
      .map((row): OutboxRow => ({ ...row, state: 'sending', attempts: row.attempts + 1 }));
    await db.outbox.bulkPut(sending);
    return sending;
  });
}

/**
 * The server accepted the write. Its answer becomes the records' server value (unless the change
 * feed already brought something newer), a created record's temp id is replaced by the server id
 * everywhere, and the row leaves the outbox. Without a usable answer the predicted result stands
 * until the next pull; a create's temporary record is then dropped, because the pull brings the
 * real one and the two must not both show.
 */
export function acknowledge(db: VigilDb, seq: number, answer: ParsedAnswer | null): Promise<void> {
  return db.transaction('rw', mutationTables(db), async () => {
    let row = await current(db, seq);
    if (!row) return;
    const touched = new Set<string>(row.keys);
    if (row.temp_id !== null && answer?.dataId != null) {
      for (const key of await swapTempId(db, row.entity, row.temp_id, answer.dataId)) touched.add(key);
      row = (await current(db, seq)) ?? row;
      for (const key of row.keys) touched.add(key);
    }
    if (answer === null) {
      // Keep what we predicted as the new base, except a create we cannot map to a server id.
      for (const key of row.keys) {
        const base = await db.outbox_base.get(key);
        const predicted = row.temp_id !== null && parseRecordKey(key)?.id === row.temp_id ? null : foldEffects(base?.row ?? null, [row], key);
        if (base) await db.outbox_base.put({ key, row: predicted });
      }
    }
    await db.outbox.delete(seq);
    if (answer) await applyServerValues(db, answer.values, { onlyIfNewer: true });
    await recomputeKeys(db, touched);
  });
}

/** A retryable failure: the row waits until `nextAttemptAt`, its optimistic change stays. */
export function retryLater(db: VigilDb, seq: number, error: HttpErrorLike, nextAttemptAt: number): Promise<void> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await current(db, seq);
    if (!row || row.state === 'failed') return;
    await db.outbox.put({ ...row, state: 'waiting', next_attempt_at: nextAttemptAt, last_error: error.message, last_code: error.code ?? null, last_status: error.status });
  });
}

/** The server's final no: the optimistic change is rolled back (re-folding the record without
 * this row) and the row stays, failed, with the server's message until retried or discarded. */
export function failFinal(db: VigilDb, seq: number, error: HttpErrorLike): Promise<void> {
  return db.transaction('rw', mutationTables(db), async () => {
    const row = await current(db, seq);
    if (!row) return;
    await db.outbox.put({
      ...row,
      state: 'failed',
      last_error: error.message,
      last_code: error.code ?? null,
      last_status: error.status,
      issues: error.issues ?? [],
    });
    await recomputeKeys(db, row.keys);
  });
}

/**
 * Someone else changed fields this write changes (409 write_conflict): like a final refusal the
 * optimistic change is rolled back, onto the record as the server has it now, and the row stays
 * failed with the conflict until the user keeps their values or takes the other ones.
 */
export function failConflict(db: VigilDb, seq: number, error: HttpErrorLike, conflict: WriteConflict): Promise<void> {
  return db.transaction('rw', mutationTables(db), async () => {
    const row = await current(db, seq);
    if (!row) return;
    await db.outbox.put({ ...row, state: 'failed', last_error: error.message, last_code: error.code ?? null, last_status: error.status, issues: error.issues ?? [], conflict });
    await applyServerValues(db, [{ table: conflict.entity, id: conflict.id, row: conflict.current }], { onlyIfNewer: true });
    await recomputeKeys(db, row.keys);
  });
}

/** The session is gone: the row waits, due at once, without this attempt counting; the sender
 * holds every write until a token works again. */
export function holdForAuth(db: VigilDb, seq: number, error: HttpErrorLike): Promise<void> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await current(db, seq);
    if (!row || row.state === 'failed') return;
    await db.outbox.put({ ...row, state: 'waiting', attempts: Math.max(0, row.attempts - 1), next_attempt_at: 0, last_error: error.message, last_code: error.code ?? null, last_status: error.status });
  });
}

/** After a crash or reload, a row left `sending` may or may not have reached the server; the
 * same Idempotency-Key makes sending it again safe. Run by the leader before its first send. */
export function resetSending(db: VigilDb): Promise<number> {
  return db.transaction('rw', db.outbox, async () => {
    return db.outbox.where('state').equals('sending').modify({ state: 'pending', next_attempt_at: 0 });
  });
}

/** Makes every backing-off row due now (the browser came online, the socket reconnected). */
export function makeWaitingDue(db: VigilDb): Promise<number> {
  return db.transaction('rw', db.outbox, async () => {
    return db.outbox.where('state').equals('waiting').modify({ next_attempt_at: 0 });
  });
}
