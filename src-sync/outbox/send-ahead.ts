/**
 * A write's request sent while its outbox row is still being written ("send-ahead"). A chat
 * message is the one write whose latency people feel: the other member should see it within a
 * blink, and the durable write of the sender (one transaction that may queue behind the pull
 * before it, then a paint of the keystroke's frame) took 20-60 ms of that on its own. So the
 * leader's sender may start the request the moment the message is typed, with the
 * Idempotency-Key its outbox row is about to get; the row's delivery then takes this request's
 * answer as its own attempt instead of sending again.
 *
 * Exactly-once is kept the way it is for every write: the request carries the row's uuid, so a
 * resend after a lost answer (or after a crash before the answer) is answered from the server's
 * stored response. If the durable write itself fails, the server may hold a message the device
 * does not; the feed then brings it back like any message of the group.
 *
 * Order is kept by going ahead only when the sender knows of no earlier write of the same key
 * (the message's group) still to be delivered: none ahead, none in the outbox as the sender last
 * read it or has appended since. The decision is made in memory, synchronously, so the request
 * leaves in the keystroke's own task; until the sender has read the outbox once, nothing goes
 * ahead.
 */
import type { OutboxRow } from '../db/engine-tables.js';
import { ACTIVE_OUTBOX_STATES } from '../db/engine-tables.js';
import type { HttpRequest } from '../engine/http-client.js';

export interface AheadWrite {
  /** The Idempotency-Key the outbox row will carry. */
  uuid: string;
  /** The key whose writes keep their order (a message's group). */
  key: string;
  request: HttpRequest;
}

/** The writes sent ahead of their rows, until a delivery takes their answer. */
export class AheadRequests {
  private readonly entries = new Map<string, { key: string; answer: Promise<unknown> }>();

  get size(): number {
    return this.entries.size;
  }

  holdsKey(key: string): boolean {
    for (const entry of this.entries.values()) if (entry.key === key) return true;
    return false;
  }

  start(uuid: string, key: string, answer: Promise<unknown>): void {
    // Taken by the row's delivery, which handles a failure; until then it must not count as unhandled.
    answer.catch(() => undefined);
    this.entries.set(uuid, { key, answer });
  }

  /** True when the write's request is on its way (its row must be sent by taking it). */
  sent(uuid: string): boolean {
    return this.entries.has(uuid);
  }

  /** The answer of the write's request, for its row's delivery; null when it did not go ahead. */
  take(uuid: string): Promise<unknown> | null {
    const entry = this.entries.get(uuid);
    this.entries.delete(uuid);
    return entry?.answer ?? null;
  }

  forget(uuid: string): void {
    this.entries.delete(uuid);
  }
}

/**
 * The outbox rows still to be delivered, as the sender knows them: each pass's read of the
 * outbox, plus the rows appended in this tab since, less the ones the server has answered. A row
 * counts as delivered from its answer on, not from the commit that settles it: that commit may
 * queue behind a pull for a few hundred milliseconds, and the server's order is fixed once it has
 * answered. Rows appended while a read is under way are kept over that read's result (it may not
 * have seen them), and rows answered are left out of it (it may have seen them before).
 */
export class KnownActiveRows {
  private rows: Map<number, readonly string[]> | null = null;
  private addedDuringRead: Map<number, readonly string[]> | null = null;
  /** Answered by the server, not settled in the outbox yet. */
  private readonly answered = new Set<number>();

  beginRead(): void {
    this.addedDuringRead = new Map();
  }

  replace(read: readonly OutboxRow[]): void {
    const rows = new Map<number, readonly string[]>();
    for (const row of read) {
      if (row.seq !== undefined && !this.answered.has(row.seq) && ACTIVE_OUTBOX_STATES.includes(row.state)) rows.set(row.seq, row.keys);
    }
    for (const [seq, keys] of this.addedDuringRead ?? []) if (!this.answered.has(seq)) rows.set(seq, keys);
    this.addedDuringRead = null;
    this.rows = rows;
  }

  add(row: OutboxRow): void {
    if (row.seq === undefined) return;
    this.rows?.set(row.seq, row.keys);
    this.addedDuringRead?.set(row.seq, row.keys);
  }

  /** The server answered the row's request with a success: it is in the server's order. */
  delivered(seq: number): void {
    this.answered.add(seq);
    this.rows?.delete(seq);
  }

  /** The row is gone from the outbox, or failed for good. */
  settled(seq: number): void {
    this.answered.delete(seq);
    this.rows?.delete(seq);
  }

  /** False only when the outbox was read and no row known since shares the key. */
  mayHoldKey(key: string): boolean {
    if (this.rows === null) return true;
    for (const keys of this.rows.values()) if (keys.includes(key)) return true;
    return false;
  }
}
