/**
 * One write of any route group (plannings, requests, ...), in ONE transaction: the handler's
 * changes, the versions and change-log entries of every row it touched, and its answer, which is
 * stored under the request's Idempotency-Key in that same transaction. So a write that committed
 * always has its answer, and a retry after a crash, a reset or a lost reply replays it; a write
 * whose claim was taken over meanwhile (its process was thought dead) rolls back instead of
 * committing twice. A failure anywhere rolls everything back, so bad input changes nothing.
 * The named row events and then the realtime `changes` event go out only after the commit, and
 * their failure never fails the write (clients catch up on their next pull).
 */
import type { Transaction } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Database } from '../db/types.js';
import { HttpError } from '../lib/http-errors.js';
import { storeAnswer } from '../idempotency/idempotency-store.js';
import { publishChanges } from '../sync/publish-changes.js';
import { publishRowEvents } from '../sync/publish-row-events.js';
import { ChangeTracker, type RecordedChange } from './change-tracker.js';
import { writerOf } from './writer.js';

export type WriteBody<T> = (trx: Transaction<Database>, changes: ChangeTracker) => Promise<T>;

/** What the route answers; built inside the transaction, after the change log is written. */
export interface WriteAnswer {
  status: number;
  body: unknown;
}
/** `recorded`: every row the write touched (a write answering what it removed reads it). */
export type AnswerOf<T> = (trx: Transaction<Database>, result: T, recorded: readonly RecordedChange[]) => Promise<WriteAnswer>;

/** The answer as committed: exactly the bytes a replay of the same key sends. */
export interface CommittedAnswer {
  status: number;
  json: string;
}

export async function runWrite<T>(
  ctx: AppContext,
  request: FastifyRequest,
  body: WriteBody<T>,
  answerOf: AnswerOf<T>,
): Promise<{ result: T; answer: CommittedAnswer; recorded: RecordedChange[] }> {
  const claim = request.idempotencyClaim;
  const writer = writerOf(request);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const changes = new ChangeTracker(trx, writer);
    const result = await body(trx, changes);
    const recorded = await changes.record();
    const built = await answerOf(trx, result, recorded);
    const answer: CommittedAnswer = { status: built.status, json: JSON.stringify(built.body) };
    if (claim && !(await storeAnswer(trx, claim, answer.status, answer.json))) {
      // Another attempt took this key over (this process was taken for dead): it runs the write.
      throw new HttpError(409, 'conflict', 'This change is being saved by another attempt. Retry shortly.', undefined, { 'retry-after': '1' });
    }
    return { result, answer, recorded };
  });
  if (claim) request.idempotentAnswerStored = true;
  // The named events first: they carry the row, which a client shows without a round trip (a
  // chat message to the other members); the `changes` event makes it pull, and a pull started
  // first would hold the event's write up behind its own. Each goes even if the other failed.
  try {
    await publishRowEvents(ctx, outcome.recorded);
  } catch (error) {
    request.log.error({ err: error }, 'could not publish the row events');
  }
  try {
    await publishChanges(ctx, outcome.recorded);
  } catch (error) {
    request.log.error({ err: error }, 'could not publish the changes event');
  }
  return outcome;
}

/** Sends a committed answer byte for byte as it was stored. */
export function sendAnswer(reply: FastifyReply, answer: CommittedAnswer): FastifyReply {
  return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.json);
}
