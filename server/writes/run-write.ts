/**
 * One write of any route group (plannings, requests, ...): the handler's changes and their change-log entries commit in ONE
 * transaction (a failure anywhere rolls everything back, so bad input changes nothing); the
 * realtime `changes` event and the named row events (request-created, request-updated) go out
 * only after the commit, and their failure never fails the write (clients catch up on their
 * next pull).
 */
import type { Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Database } from '../db/types.js';
import { ChangeTracker, type RecordedChange } from './change-tracker.js';
import { publishChanges } from '../sync/publish-changes.js';
import { publishRowEvents } from '../sync/publish-row-events.js';
import { markClaimCommitted } from '../idempotency/idempotency-store.js';

export type WriteBody<T> = (trx: Transaction<Database>, changes: ChangeTracker) => Promise<T>;

export async function runWrite<T>(ctx: AppContext, request: FastifyRequest, body: WriteBody<T>): Promise<{ result: T; recorded: RecordedChange[] }> {
  const log = request.log;
  const { result, recorded } = await ctx.db.transaction().execute(async (trx) => {
    const changes = new ChangeTracker(trx);
    const value = await body(trx, changes);
    // The Idempotency-Key's claim commits with the write: should the process die before the
    // answer is stored, a retry learns the write happened instead of running it a second time.
    if (request.idempotencyClaim) await markClaimCommitted(trx, request.idempotencyClaim);
    return { result: value, recorded: await changes.record() };
  });
  try {
    await publishChanges(ctx, recorded);
    await publishRowEvents(ctx, recorded);
  } catch (error) {
    log.error({ err: error }, 'could not publish the realtime events');
  }
  return { result, recorded };
}
