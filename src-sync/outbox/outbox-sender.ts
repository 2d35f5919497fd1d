/**
 * Delivers the outbox, one request at a time (only in the leader tab). Every row is sent with its
 * uuid as Idempotency-Key, so a resend after a lost answer is answered from the server's stored
 * response instead of being applied twice.
 */
import type { OutboxRow } from '../db/engine-tables.js';
import type { VigilDb } from '../db/vigil-db.js';
import { toHttpError, type HttpClient, type HttpErrorLike } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { failOrphans, markBlocked } from './outbox-actions.js';
import { classifyFailure } from './classify-failure.js';
import { retryDelay } from './backoff.js';
import { dropUploadBlob, keepUploadedImage, outboxRequest } from './multipart-request.js';
import { parseAnswer } from './parse-answer.js';
import { selectNext } from './select-next.js';
import { acknowledge, failFinal, makeWaitingDue, markSending, retryLater } from './settle-row.js';

export interface OutboxSenderDeps {
  db: VigilDb;
  http: HttpClient;
  now: () => number;
  random: () => number;
  logger: EngineLogger;
  /** Called after each answer or failure, for the engine's state and follow-up pulls. */
  onSettled?: (event: SettledEvent) => void;
}

export type SettledEvent =
  | { kind: 'acknowledged'; row: OutboxRow; answerUsable: boolean }
  | { kind: 'retry'; row: OutboxRow; error: HttpErrorLike; kindOfFailure: 'retry' | 'auth' }
  | { kind: 'failed'; row: OutboxRow; error: HttpErrorLike };

/** Longest single sleep; the loop re-checks after it even if no event woke it. */
const MAX_SLEEP_MS = 5 * 60_000;

export class OutboxSender {
  private running = false;
  private draining: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** While the server is unreachable or overloaded, no row is sent before this time (epoch ms):
   * otherwise every queued row would spend an attempt on the same outage. */
  private pausedUntil = 0;

  constructor(private readonly deps: OutboxSenderDeps) {}

  start(): void {
    this.running = true;
    this.kick();
  }

  stop(): Promise<void> {
    this.running = false;
    this.clearTimer();
    return this.draining ?? Promise.resolve();
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

  /** Sends every backing-off row now (the browser came online, the socket reconnected). */
  async retryNow(): Promise<void> {
    this.pausedUntil = 0;
    await makeWaitingDue(this.deps.db);
    this.kick();
  }

  /** Resolves when the current pass (and its follow-up) is done; for tests and shutdown. */
  idle(): Promise<void> {
    return this.draining ?? Promise.resolve();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
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
    while (this.running) {
      if (now() < this.pausedUntil) {
        this.schedule(this.pausedUntil);
        return;
      }
      const selection = selectNext(await db.outbox.toArray(), now());
      if (selection.orphans.length > 0) await failOrphans(db, selection.orphans.map((row) => row.seq as number));
      if (selection.blocked.length > 0) await markBlocked(db, selection.blocked.map((row) => row.seq as number));
      if (!selection.next?.seq) {
        this.schedule(selection.wakeAt);
        return;
      }
      await this.send(selection.next.seq);
    }
  }

  private schedule(wakeAt: number | null): void {
    this.clearTimer();
    if (wakeAt === null || !this.running) return;
    const delay = Math.min(MAX_SLEEP_MS, Math.max(0, wakeAt - this.deps.now()));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, delay);
  }

  private async send(seq: number): Promise<void> {
    const { db, http, logger, now, random } = this.deps;
    const row = await markSending(db, seq);
    if (!row) return;
    let answer: unknown;
    try {
      // JSON as is; an image upload as multipart with its blob from image_cache.
      answer = await http.request(await outboxRequest(db, row));
    } catch (thrown) {
      const error = toHttpError(thrown);
      const kind = classifyFailure(error);
      if (kind === 'final') {
        logger.warn(`queued ${row.op} refused (${error.status}): ${error.message}`);
        await failFinal(db, seq, error);
        this.deps.onSettled?.({ kind: 'failed', row, error });
      } else {
        const nextAttemptAt = now() + retryDelay(row.attempts, error.retryAfter, random);
        await retryLater(db, seq, error, nextAttemptAt);
        if (isOutage(error)) this.pausedUntil = nextAttemptAt;
        this.deps.onSettled?.({ kind: 'retry', row, error, kindOfFailure: kind });
      }
      return;
    }
    const parsed = parseAnswer(row.entity, answer);
    if (!parsed) logger.warn(`unexpected answer to queued ${row.op}; the next pull brings the server's state`);
    await keepUploadedImage(db, row, parsed, logger);
    await acknowledge(db, seq, parsed);
    await dropUploadBlob(db, row, logger);
    this.deps.onSettled?.({ kind: 'acknowledged', row, answerUsable: parsed !== null });
  }
}

/** Failures that say nothing about the row but everything about the server or the network. */
function isOutage(error: HttpErrorLike): boolean {
  return error.status === 0 || error.status === 429 || error.status === 502 || error.status === 503 || error.status === 504;
}
