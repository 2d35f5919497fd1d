/**
 * One planning-domain write: the handler's changes and their change-log entries commit in ONE
 * transaction (a failure anywhere rolls everything back, so bad input changes nothing); the
 * realtime `changes` event goes out only after the commit, and its failure never fails the write
 * (clients catch up on their next pull).
 */
import type { Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/types.js';
import { ChangeTracker, type RecordedChange } from './change-tracker.js';
import { publishChanges } from '../../../sync/publish-changes.js';

export type WriteBody<T> = (trx: Transaction<Database>, changes: ChangeTracker) => Promise<T>;

export async function runWrite<T>(ctx: AppContext, log: FastifyBaseLogger, body: WriteBody<T>): Promise<{ result: T; recorded: RecordedChange[] }> {
  const { result, recorded } = await ctx.db.transaction().execute(async (trx) => {
    const changes = new ChangeTracker(trx);
    const value = await body(trx, changes);
    return { result: value, recorded: await changes.record() };
  });
  try {
    await publishChanges(ctx, recorded);
  } catch (error) {
    log.error({ err: error }, 'could not publish the changes event');
  }
  return { result, recorded };
}
