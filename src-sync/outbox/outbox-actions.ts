/** What the user (through the UI) can do with queued writes: retry a failed one, discard it, or
 * settle a conflict with someone else's change. */
import type { Effect, OutboxRow } from '../db/engine-tables.js';
import type { VigilDb } from '../db/vigil-db.js';
import { NOT_YET_TRIED, mutationTables } from './enqueue.js';
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
    // Retrying a conflict means sending the same values again over the other change.
    return requeue(db, row, rebased(row));
  });
}

/** Back to pending under a new key, its optimistic change applied again. */
async function requeue(db: VigilDb, row: OutboxRow, changes: Partial<OutboxRow>): Promise<string> {
  await ensureBases(db, row.keys);
  const next: OutboxRow = {
    ...row,
    ...changes,
    uuid: newUuid(),
    ...NOT_YET_TRIED,
    issues: [],
  };
  await db.outbox.put(next);
  await recomputeKeys(db, row.keys);
  return next.uuid;
}

/** A conflicting write's body based on the version the conflict reported (nothing for others). */
function rebased(row: OutboxRow, body: unknown = row.body): Partial<OutboxRow> {
  if (!row.conflict || typeof body !== 'object' || body === null) return {};
  return { body: { ...body, base_version: row.conflict.version } };
}

/** Fields that follow a field on the local row (a subcontractor's name, an agent's assignment). */
const FOLLOWERS: Record<string, string[]> = {
  subcontractor_id: ['contractor'],
  agent_id: ['agent', 'agent_shift_id'],
  shift_id: ['agent_shift_id'],
};

function without<T extends Record<string, unknown>>(value: T, fields: ReadonlySet<string>): T {
  return Object.fromEntries(Object.entries(value).filter(([field]) => !fields.has(field))) as T;
}

/**
 * Settles a write refused because someone else changed the same fields (409 write_conflict).
 * 'mine': sent again with the same values, based on the version the server reported, so it goes
 * over the other change. 'theirs': the conflicting fields leave the write (the record already
 * shows the other values); what else it changes is sent as before, and a write with nothing left
 * is dropped. Resolves with the new Idempotency-Key, or null when the write was dropped.
 */
export function resolveConflict(db: VigilDb, uuid: string, choice: 'mine' | 'theirs'): Promise<string | null> {
  return db.transaction('rw', mutationTables(db), async () => {
    const row = await byUuid(db, uuid);
    if (row.state !== 'failed' || !row.conflict) throw new OutboxActionError('This change has no conflict to settle.');
    if (choice === 'mine') return requeue(db, row, rebased(row));
    const { entity, id } = row.conflict;
    const dropped = new Set(row.conflict.fields.flatMap((field) => [field.field, ...(FOLLOWERS[field.field] ?? [])]));
    const body = without((row.body ?? {}) as Record<string, unknown>, dropped);
    const left = Object.keys(body).filter((field) => field !== 'base_version');
    if (left.length === 0) {
      await db.outbox.delete(row.seq as number);
      await recomputeKeys(db, row.keys);
      return null;
    }
    const effects = row.effects.map((effect): Effect =>
      effect.kind === 'merge' && effect.table === entity && effect.id === id ? { ...effect, fields: without(effect.fields, dropped) } : effect,
    );
    return requeue(db, row, { ...rebased(row, body), effects });
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
      await db.outbox.put({ ...row, state: 'failed', last_error: null, last_code: ORPHANED, last_status: null });
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
      await db.outbox.put({ ...row, state: 'waiting', last_error: null, last_code: WAITING_FOR_CREATE });
    }
  });
}
