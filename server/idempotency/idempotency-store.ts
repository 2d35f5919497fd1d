/**
 * The idempotency_keys table: one row per (user, key). `running` while a process handles the
 * first request (owner: that process's boot id; claim: a token of this claim alone), `done` with
 * the stored answer. A write route stores its answer INSIDE its own transaction (runWrite), so a
 * committed write always has its answer and a retry replays it, whatever dies when. Other
 * answers (refusals, routes without a transaction of their own) are stored as they are sent.
 *
 * A `running` claim whose process is dead (server-processes.ts) is taken over at once; one older
 * than RUNNING_STALE_SECONDS too (a request hung in a live process). Taking over is always safe:
 * an answer is stored only `where claim = <own token>`, in the write's transaction, so the write
 * of a claim that was taken over rolls back instead of committing a second time.
 * Rows older than the TTL are purged lazily. Only portable SQL, so PostgreSQL behaves like SQLite.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.js';
import type { Executor } from '../sync/change-log.js';
import { utcNow } from '../lib/time.js';
import type { ServerProcesses } from './server-processes.js';

export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** A running claim of a live process older than this is taken over (far above any request time). */
export const RUNNING_STALE_SECONDS = 5 * 60;
const PURGE_EVERY_MS = 60_000;

export interface ClaimRef {
  userId: number;
  key: string;
  /** This claim's own token (fencing): only its holder may store the answer. */
  token: string;
}

export type Claim =
  | { kind: 'claimed'; ref: ClaimRef }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'running' }
  | { kind: 'mismatch' };

/**
 * Stores the answer of a claim, inside the caller's transaction for a write. False when the claim
 * is no longer this request's (taken over meanwhile): the caller must then not commit.
 */
export async function storeAnswer(db: Executor, ref: ClaimRef, status: number, body: string): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', response_status: status, response_body: body, owner: null })
    .where('user_id', '=', ref.userId)
    .where('key', '=', ref.key)
    .where('claim', '=', ref.token)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export class IdempotencyStore {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly processes: ServerProcesses,
  ) {}

  /** Claims (user, key) for this request, or says what to answer instead. */
  async claim(userId: number, key: string, hash: string): Promise<Claim> {
    await this.purgeExpired();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const token = randomUUID();
      const inserted = await this.db
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key, request_hash: hash, state: 'running', created_at: utcNow(), owner: this.processes.bootId, claim: token })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { kind: 'claimed', ref: { userId, key, token } };

      const row = await this.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
      if (!row) continue; // purged between the insert and the read: try again
      if (row.created_at < utcNow(-IDEMPOTENCY_TTL_SECONDS)) {
        await this.db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).where('created_at', '=', row.created_at).execute();
        continue;
      }
      if (row.request_hash !== hash) return { kind: 'mismatch' };
      if (row.state === 'done') return { kind: 'replay', status: row.response_status ?? 200, body: row.response_body ?? '' };
      const abandoned = row.created_at < utcNow(-RUNNING_STALE_SECONDS) || !(await this.processes.isAlive(row.owner));
      if (!abandoned) return { kind: 'running' };
      await this.db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('state', '=', 'running')
        .where((eb) => (row.claim === null ? eb('claim', 'is', null) : eb('claim', '=', row.claim)))
        .execute();
    }
    // Three lost races in a row: another request keeps claiming this key right now.
    return { kind: 'running' };
  }

  /** Stores an answer that is not part of a write transaction (a refusal, a route without one). */
  async complete(ref: ClaimRef, status: number, body: string): Promise<void> {
    await storeAnswer(this.db, ref, status, body);
  }

  /** Forgets a claim whose answer must not be replayed (5xx, 429, unreadable payload), so a retry
   * runs the request again. Nothing of it was committed: a write that commits stores its answer. */
  async release(ref: ClaimRef): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', ref.userId)
      .where('key', '=', ref.key)
      .where('claim', '=', ref.token)
      .where('state', '=', 'running')
      .execute();
  }

  private async purgeExpired(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', utcNow(-IDEMPOTENCY_TTL_SECONDS)).execute();
  }
}
