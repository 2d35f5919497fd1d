/**
 * The idempotency_keys table: one row per (user, key), `running` while the first request is being
 * handled, `committed` once its write transaction committed (set inside that transaction), `done`
 * with the stored answer afterwards. Rows older than the TTL are purged lazily.
 * Only portable SQL (insert … on conflict do nothing), so PostgreSQL behaves like SQLite.
 *
 * A process that dies mid-request leaves `running` (nothing committed: a retry may take the key
 * over after RUNNING_STALE_SECONDS) or `committed` (the write is in, its answer was lost: a retry
 * is told so and never applies it twice).
 */
import type { Db } from '../db/connect.js';
import type { Executor } from '../sync/change-log.js';
import { utcNow } from '../lib/time.js';

export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** A `running` row older than this was left by a process that died mid-request: a retry takes it
 * over instead of getting 409 for the rest of the day. Far above any real request time. */
export const RUNNING_STALE_SECONDS = 5 * 60;
const PURGE_EVERY_MS = 60_000;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'running' }
  | { kind: 'lost' }
  | { kind: 'mismatch' };

export interface ClaimRef {
  userId: number;
  key: string;
}

/** Called inside a write's transaction (see runWrite). */
export async function markClaimCommitted(trx: Executor, claim: ClaimRef): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ state: 'committed' })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('state', '=', 'running')
    .execute();
}

export class IdempotencyStore {
  private lastPurge = 0;

  constructor(private readonly db: Db) {}

  /** Claims (user, key) for this request, or says what to answer instead. */
  async claim(userId: number, key: string, hash: string): Promise<Claim> {
    await this.purgeExpired();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const now = utcNow();
      const inserted = await this.db
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key, request_hash: hash, state: 'running', created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { kind: 'claimed' };

      const row = await this.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) continue; // purged between the insert and the read: try again
      const expired = row.created_at < utcNow(-IDEMPOTENCY_TTL_SECONDS);
      const stale = row.created_at < utcNow(-RUNNING_STALE_SECONDS);
      const abandoned = row.state === 'running' && stale;
      if (expired || abandoned) {
        await this.db
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .where('created_at', '=', row.created_at)
          .execute();
        continue;
      }
      if (row.request_hash !== hash) return { kind: 'mismatch' };
      if (row.state === 'committed') return stale ? { kind: 'lost' } : { kind: 'running' };
      if (row.state === 'running') return { kind: 'running' };
      return { kind: 'replay', status: row.response_status ?? 200, body: row.response_body ?? '' };
    }
    // Three lost races in a row: another request keeps claiming this key right now.
    return { kind: 'running' };
  }

  async complete(userId: number, key: string, status: number, body: string): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ state: 'done', response_status: status, response_body: body })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('state', 'in', ['running', 'committed'])
      .execute();
  }

  /** Forgets a claim whose answer must not be replayed (5xx, 429, unreadable payload), so a retry
   * runs the request again. A `committed` claim is kept: its write is in, and running it again
   * would apply it twice. */
  async release(userId: number, key: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('state', '=', 'running')
      .execute();
  }

  private async purgeExpired(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', utcNow(-IDEMPOTENCY_TTL_SECONDS)).execute();
  }
}
