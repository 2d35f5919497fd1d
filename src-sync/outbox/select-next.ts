/**
 * Chooses the outbox rows to send now. Rules (DESIGN.md section 3):
 * - rows go in seq order per record: a row waits while an older active row shares any of its
 *   keys (the record it changes, or one it depends on), including one being sent right now;
 *   rows of independent records go side by side, up to `limit` at once;
 * - a row that refers to a temp id cannot go before the create of that record is acknowledged;
 *   while that create has failed it waits (the user may retry it), and once the create is gone
 *   for good the row can never succeed, so it fails with a message instead of waiting forever;
 * - a row in backoff waits until its next_attempt_at.
 */
import type { OutboxRow } from '../db/engine-tables.js';
import { ACTIVE_OUTBOX_STATES } from '../db/engine-tables.js';
import { tempIdsReferenced } from './temp-ids.js';

/** `last_code` of a write held until the record it refers to is created on the server. */
export const WAITING_FOR_CREATE = 'waiting_for_create';
/** `last_code` of a write whose record was never created on the server (its create discarded). */
export const ORPHANED = 'orphaned';

export interface Selection {
  /** Rows to send now, oldest first (at most `limit`). */
  ready: OutboxRow[];
  /** Earliest time a waiting row becomes due (epoch ms), when nothing is due now. */
  wakeAt: number | null;
  /** Rows whose dependency is gone for good: fail them. */
  orphans: OutboxRow[];
  /** Rows blocked by a failed create, whose state should show it. */
  blocked: OutboxRow[];
}

export function selectReady(rows: readonly OutboxRow[], now: number, limit: number): Selection {
  const sorted = [...rows].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const creators = new Map<number, OutboxRow>();
  for (const row of sorted) if (row.temp_id !== null) creators.set(row.temp_id, row);

  const busy = new Set<string>();
  const selection: Selection = { ready: [], wakeAt: null, orphans: [], blocked: [] };
  for (const row of sorted) {
    if (!ACTIVE_OUTBOX_STATES.includes(row.state)) continue;
    const dependencies = tempIdsReferenced(row).filter((id) => id !== row.temp_id);
    const missing = dependencies.map((id) => creators.get(id));
    if (missing.some((creator) => creator === undefined)) {
      selection.orphans.push(row);
      continue;
    }
    if (missing.some((creator) => creator?.state === 'failed')) {
      // Not busy-marking its keys: one failed create must not freeze every later write.
      if (row.last_code !== WAITING_FOR_CREATE || row.state !== 'waiting') selection.blocked.push(row);
      continue;
    }
    const free = row.keys.every((key) => !busy.has(key)) && !busy.has(row.record_key);
    for (const key of row.keys) busy.add(key);
    busy.add(row.record_key);
    if (!free || dependencies.length > 0 || row.state === 'sending') continue;
    if (row.next_attempt_at <= now) {
      if (selection.ready.length < limit) selection.ready.push(row);
    } else {
      selection.wakeAt = selection.wakeAt === null ? row.next_attempt_at : Math.min(selection.wakeAt, row.next_attempt_at);
    }
  }
  return selection;
}

/**
 * The same rules for one new row, given only the rows that share one of its keys: true when it
 * may go now. Stricter than `selectReady` where that one would pass an older row over (an orphan,
 * or one held by a failed create): any older active row sharing a key holds it back, and the
 * drain decides then.
 */
export function readyAlone(row: OutboxRow, sharing: readonly OutboxRow[], now: number): boolean {
  const seq = row.seq ?? 0;
  if (row.state !== 'pending' || row.next_attempt_at > now) return false;
  if (tempIdsReferenced(row).some((id) => id !== row.temp_id)) return false;
  return !sharing.some((other) => (other.seq ?? 0) < seq && ACTIVE_OUTBOX_STATES.includes(other.state));
}
