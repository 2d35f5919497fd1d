/**
 * Delivers the outbox (only in the leader tab). Every row is sent with its uuid as
 * Idempotency-Key, so a resend after a lost answer is answered from the server's stored response
 * instead of being applied twice.
 *
 * Rows of independent records go side by side, up to MAX_IN_FLIGHT requests at once; writes to
 * one record (or depending on one) keep their order (select-next.ts). When the server or the
 * network is gone, nothing more is sent: the sender probes the server every PROBE_INTERVAL_MS and
 * sends everything due the moment it answers (no `online` event fires when only the server was
 * down). When the session is gone (401 after the api client's own refresh), every write is held,
 * without spending attempts, until a token works again.
 */
import Dexie from 'dexie';
import type { OutboxRow } from '../db/engine-tables.js';
import type { VigilDb } from '../db/vigil-db.js';
import { toHttpError, type HttpClient, type HttpErrorLike } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { failOrphans, markBlocked } from './outbox-actions.js';
import { classifyFailure, type FailureKind } from './classify-failure.js';
import { retryDelay } from './backoff.js';
import { dropUploadBlob, keepUploadedImage, outboxRequest } from './multipart-request.js';
import { parseAnswer } from './parse-answer.js';
import { parseConflict } from './parse-conflict.js';
import { readyAlone, selectReady, type Selection } from './select-next.js';
import { AheadRequests, KnownActiveRows, type AheadWrite } from './send-ahead.js';
import { acknowledge, failConflict, failFinal, holdForAuth, makeWaitingDue, markSending, retryLater } from './settle-row.js';

export const MAX_IN_FLIGHT = 6;
export const PROBE_INTERVAL_MS = 1_000;
/** Where the probe asks whether the server is back: public, cheap, outside /api. */
export const PROBE_URL = '/healthz';

export interface OutboxSenderDeps {
  db: VigilDb;
  http: HttpClient;
  now: () => number;
  random: () => number;
  logger: EngineLogger;
  /** Called after each answer or failure, for the engine's state and follow-up pulls. */
  onSettled?: (event: SettledEvent) => void;
  maxInFlight?: number;
  probeIntervalMs?: number;
}

export type SettledEvent =
  | { kind: 'acknowledged'; row: OutboxRow; answerUsable: boolean }
  | { kind: 'retry'; row: OutboxRow; error: HttpErrorLike; kindOfFailure: Exclude<FailureKind, 'conflict' | 'final'> }
  | { kind: 'failed'; row: OutboxRow; error: HttpErrorLike }
  | { kind: 'conflict'; row: OutboxRow; error: HttpErrorLike };

/** Longest single sleep; the loop re-checks after it even if no event woke it. */
const MAX_SLEEP_MS = 5 * 60_000;

export class OutboxSender {
  private running = false;
  private draining: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private probeTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly inFlight = new Map<number, Promise<void>>();
  /** Rows claimed inside a transaction not committed yet (they take a request slot). */
  private readonly claimed = new Set<number>();
  /** No row is sent before this time (epoch ms): the server asked for it (429, 503 + Retry-After). */
  private pausedUntil = 0;
  /** Why nothing is sent until further notice: the server is unreachable, or the session is gone. */
  private hold: 'outage' | 'auth' | null = null;
  private networkOnline = true;
  /** Events after which a read of the outbox may be out of date: a request over (`settled`),
   * rows made due (`retryNow`). One during a drain pass makes it read again instead of waiting. */
  private outdated = 0;
  /** Ends the drain's wait for an answer early: rows were made due (retryNow). A new row needs no
   * wake: it goes by `claim`, or waits for an answer anyway (a slot, or its record's earlier write). */
  private wake: (() => void) | null = null;
  /** Requests started before their rows committed (send-ahead.ts). */
  private readonly ahead = new AheadRequests();
  private readonly known = new KnownActiveRows();

  constructor(private readonly deps: OutboxSenderDeps) {}

  start(): void {
    this.running = true;
    this.kick();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.clearTimers();
    await this.idle();
  }

  /**
   * Offered a row inside the transaction that appends it (outbox-appended.ts): when it may go now
   * (its record's earlier writes are done, nothing is held, a request slot is free), it is
   * marked sending in that transaction and sent as soon as the transaction commits.
   */
  async claim(row: OutboxRow): Promise<void> {
    const { db, now } = this.deps;
    const seq = row.seq;
    if (seq === undefined || !this.running) return;
    this.known.add(row);
    // A row whose request already went ahead is being sent: nothing may hold it back any more.
    if (!this.ahead.sent(row.uuid)) {
      if (this.hold !== null || now() < this.pausedUntil || this.freeSlots() <= 0) return;
      // Only the rows sharing a key can hold it back (select-next.ts): read those through the
      // `keys` index, not the whole outbox, inside every write's transaction (a hundred writes
      // queued offline would each read all the others).
      const sharing = await db.outbox.where('keys').anyOf(row.keys).toArray();
      if (!readyAlone(row, sharing, now())) return;
    }
    const sending: OutboxRow = { ...row, state: 'sending', attempts: row.attempts + 1 };
    await db.outbox.put(sending);
    this.claimed.add(seq);
    const transaction = Dexie.currentTransaction;
    const release = () => this.claimed.delete(seq);
    transaction?.on('abort', release);
    transaction?.on('error', release);
    // The delivery runs its own transactions: started from the appending transaction's
    // 'complete' handler, it must leave that transaction's zone (or Dexie takes its reads for the
    // finished transaction's and throws PrematureCommitError).
    const start = () => {
      release();
      Dexie.ignoreTransaction(() => {
        this.inFlight.set(seq, this.deliver(sending).finally(() => this.settled(seq)));
      });
    };
    if (transaction) transaction.on('complete', start);
    else start();
  }

  /**
   * Starts a write's request before its row is committed (send-ahead.ts), when it may go now:
   * nothing held, a request slot free, and no earlier write of its key known to be undelivered.
   * Otherwise it does nothing and the row goes the ordinary way once written.
   */
  sendAhead(write: AheadWrite): void {
    const { http, now } = this.deps;
    if (!this.running || this.hold !== null || !this.networkOnline || now() < this.pausedUntil || this.freeSlots() <= 0) return;
    if (this.ahead.holdsKey(write.key) || this.known.mayHoldKey(write.key)) return;
    // In the keystroke's own task, handed to a worker where the client has one (0.1 ms of the
    // task instead of about 2 ms with axios here). Made in the next task, the request left only
    // after the frame that shows the message, 20-33 ms after Enter instead of a few; made after
    // the render queued by the same keystroke (still in its task), the bench's second client
    // waited p95 102-111 ms instead of 72.
    const { request } = write;
    const answer = http.requestOffThread ? http.requestOffThread(request) : http.request(request);
    this.ahead.start(write.uuid, write.key, answer);
  }

  /** The write went no further than its request (its row was never written): drop its answer. */
  forgetAhead(uuid: string): void {
    this.ahead.forget(uuid);
  }

  /** A request is over (answered, failed or settled): its slot is free, and the drain may look again. */
  private settled(seq: number): void {
    this.inFlight.delete(seq);
    this.outdated += 1;
  }

  private freeSlots(): number {
    return (this.deps.maxInFlight ?? MAX_IN_FLIGHT) - this.inFlight.size - this.claimed.size - this.ahead.size;
  }

  /** Runs a pass now; a kick during a pass runs exactly one more pass after it. */
  kick(): void {
    if (!this.running) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drainLoop().finally(() => {
      this.draining = null;
    });
  }

  /** Sends every held or backing-off row now (online again, socket reconnected, server answered,
   * token renewed). */
  async retryNow(): Promise<void> {
    this.pausedUntil = 0;
    this.hold = null;
    this.clearProbe();
    await makeWaitingDue(this.deps.db);
    // Rows made due now go now, not after the answers of the requests still out.
    this.outdated += 1;
    this.kick();
    this.wake?.();
  }

  /** A new access token exists: writes held because the session was gone go now. */
  tokenRenewed(): Promise<void> {
    return this.hold === 'auth' ? this.retryNow() : Promise.resolve();
  }

  /** The browser's network state: no probing while it says offline; back online sends at once. */
  setNetworkOnline(online: boolean): void {
    this.networkOnline = online;
    if (!online) this.clearProbe();
    else if (this.hold === 'outage') this.scheduleProbe(0);
  }

  /** Resolves when no pass and no request is under way; for tests and shutdown. */
  async idle(): Promise<void> {
    while (this.draining || this.inFlight.size > 0) await Promise.all([this.draining, ...this.inFlight.values()]);
  }

  private clearTimers(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.clearProbe();
  }

  private clearProbe(): void {
    if (this.probeTimer !== null) clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }

  private async drainLoop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.drain();
      } catch (error) {
        // A storage failure must not kill the loop; the next kick or timer tries again.
        this.deps.logger.error('outbox pass failed', error);
      }
    } while (this.again && this.running);
  }

  private async drain(): Promise<void> {
    const { db, now } = this.deps;
    while (this.running && this.hold === null) {
      // What happened before the read below is in what it reads; anything after asks for another look.
      const outdatedBefore = this.outdated;
      if (now() < this.pausedUntil) {
        this.schedule(this.pausedUntil);
        return;
      }
      const free = this.freeSlots();
      let selection: Selection | null = null;
      if (free > 0) {
        this.known.beginRead();
        const rows = await db.outbox.toArray();
        this.known.replace(rows);
        selection = selectReady(rows, now(), free);
      }
      if (selection && selection.orphans.length > 0) await failOrphans(db, selection.orphans.map((row) => row.seq as number));
      if (selection && selection.blocked.length > 0) await markBlocked(db, selection.blocked.map((row) => row.seq as number));
      // Marked `sending` before the next selection, so no row is picked twice.
      const started = await markSending(db, (selection?.ready ?? []).map((row) => row.seq as number));
      for (const row of started) {
        const seq = row.seq as number;
        this.inFlight.set(seq, this.deliver(row).finally(() => this.settled(seq)));
      }
      if (started.length > 0) continue;
      if (this.inFlight.size === 0) {
        this.schedule(selection?.wakeAt ?? null);
        return;
      }
      // An answer during this pass may have freed a record whose next write is queued behind it,
      // or rows may have been made due: look again at once rather than wait for the requests
      // still out (a kick between the read and the wait only marked `again`, and an independent
      // record's next write waited behind unrelated requests).
      if (this.outdated !== outdatedBefore) continue;
      // Wait for one answer, or for rows made due.
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        void Promise.race(this.inFlight.values()).then(resolve, resolve);
      });
      this.wake = null;
    }
  }

  private schedule(wakeAt: number | null): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (wakeAt === null || !this.running) return;
    const delay = Math.min(MAX_SLEEP_MS, Math.max(0, wakeAt - this.deps.now()));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, delay);
  }

  private scheduleProbe(delayMs: number): void {
    if (this.probeTimer !== null || !this.running || !this.networkOnline) return;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      void this.probe();
    }, delayMs);
  }

  /** One look at whether the server answers; any HTTP answer but a gateway's says it does. */
  private async probe(): Promise<void> {
    if (this.hold !== 'outage' || !this.running) return;
    let back: boolean;
    try {
      await this.deps.http.request({ method: 'GET', url: PROBE_URL });
      back = true;
    } catch (thrown) {
      back = classifyFailure(toHttpError(thrown)) !== 'outage';
    }
    if (back) await this.retryNow();
    else this.scheduleProbe(this.probeDelay());
  }

  /** The interval with up to half of it added at random, so clients cut off together spread out. */
  private probeDelay(): number {
    const interval = this.deps.probeIntervalMs ?? PROBE_INTERVAL_MS;
    return Math.round(interval + (interval / 2) * this.deps.random());
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { db, http, logger, now, random } = this.deps;
    const seq = row.seq as number;
    try {
      let answer: unknown;
      try {
        // A request sent ahead of the row is this attempt; otherwise JSON as is, or an image
        // upload as multipart with its blob from image_cache.
        const ahead = this.ahead.take(row.uuid);
        answer = await (ahead ?? http.request(await outboxRequest(db, row)));
      } catch (thrown) {
        const error = toHttpError(thrown);
        const kind = classifyFailure(error, row.method);
        if (kind === 'gone') {
          // The record is gone on the server: so it goes here too, like an accepted delete.
          await acknowledge(db, seq, { values: row.target_id === null ? [] : [{ table: row.entity, id: row.target_id, row: null }], dataId: null });
          this.known.settled(seq);
          this.deps.onSettled?.({ kind: 'acknowledged', row, answerUsable: true });
          return;
        }
        if (kind === 'final' || kind === 'conflict') {
          logger.warn(`queued ${row.op} refused (${error.status}): ${error.message}`);
          const conflict = kind === 'conflict' ? parseConflict(error) : null;
          if (conflict) await failConflict(db, seq, error, conflict);
          else await failFinal(db, seq, error);
          this.known.settled(seq);
          this.deps.onSettled?.({ kind: conflict ? 'conflict' : 'failed', row, error });
        } else if (kind === 'auth') {
          this.hold = 'auth';
          await holdForAuth(db, seq, error);
          this.deps.onSettled?.({ kind: 'retry', row, error, kindOfFailure: kind });
        } else {
          const nextAttemptAt = now() + retryDelay(row.attempts, error.retryAfter, random);
          await retryLater(db, seq, error, nextAttemptAt);
          if (kind === 'outage') {
            this.hold ??= 'outage';
            this.scheduleProbe(this.probeDelay());
          } else if (error.status === 429 || error.status === 503) {
            this.pausedUntil = Math.max(this.pausedUntil, nextAttemptAt);
          }
          this.deps.onSettled?.({ kind: 'retry', row, error, kindOfFailure: kind });
        }
        return;
      }
      this.known.delivered(seq);
      const parsed = parseAnswer(row.entity, answer);
      if (!parsed) logger.warn(`unexpected answer to queued ${row.op}; the next pull brings the server's state`);
      await keepUploadedImage(db, row, parsed, answer, logger);
      await acknowledge(db, seq, parsed);
      this.known.settled(seq);
      await dropUploadBlob(db, row, logger);
      this.deps.onSettled?.({ kind: 'acknowledged', row, answerUsable: parsed !== null });
    } catch (error) {
      // Storage failed while settling: the row stays `sending` until the next start resets it.
      logger.error(`queued ${row.op} could not be settled`, error);
    } finally {
      this.kick();
    }
  }
}
