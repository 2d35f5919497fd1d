/**
 * Mail that must not be lost (an SOS escalation) goes through the outbox: `queueMail` writes it
 * in the transaction of the change it tells about, and the worker sends it after the commit,
 * retrying until the transport accepts it. A process that crashes after the commit leaves the
 * rows; the next one (or another process) sends them.
 *
 * Delivery is at least once: a row is claimed for CLAIM_SECONDS (a conditional update, so two
 * processes never send it at the same time) and marked sent after the transport accepted it. A
 * crash between the two sends it again once the claim runs out: an escalation mail twice is
 * better than none. A failure is retried with a growing pause (5 s, 10 s, 20 s … at most 15 min),
 * for good: nobody is there to tell but the log.
 */
import type { Transaction } from 'kysely';
import type { AppContext } from '../app-context.js';
import type { Database } from '../db/types.js';
import { clockOf, utcAt } from '../lib/clock.js';
import { profileLanguage } from '../i18n/languages.js';
import type { MailMessage } from './mailer.js';

const CLAIM_SECONDS = 120;
const FIRST_RETRY_SECONDS = 5;
const MAX_RETRY_SECONDS = 15 * 60;
const BATCH = 50;
const SWEEP_INTERVAL_MS = 1000;

/** The pause before try number `attempts + 1`, after `attempts` failed ones. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
}

/** Queues messages inside the caller's transaction: they exist exactly when its change does. */
export async function queueMail(trx: Transaction<Database>, ctx: AppContext, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const now = utcAt(clockOf(ctx));
  await trx
    .insertInto('mail_outbox')
    .values(messages.map((m) => ({ recipient: m.to, subject: m.subject, body: m.text, language: m.language ?? null, created_at: now, next_attempt_at: now })))
    .execute();
}

/** Sends every queued message that is due; answers how many the transport accepted. */
export async function deliverQueuedMail(ctx: AppContext, onError: (error: unknown) => void = () => undefined): Promise<number> {
  const clock = clockOf(ctx);
  const due = await ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', utcAt(clock))
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const row of due) {
    const claimed = await ctx.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: utcAt(clock, CLAIM_SECONDS) })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue; // another process has it
    try {
      await ctx.mailer.send({ to: row.recipient, subject: row.subject, text: row.body, ...(row.language === null ? {} : { language: profileLanguage(row.language) }) });
    } catch (error) {
      const attempts = row.attempts + 1;
      await ctx.db
        .updateTable('mail_outbox')
        .set({ attempts, last_error: String(error instanceof Error ? error.message : error).slice(0, 1000), next_attempt_at: utcAt(clock, retryDelaySeconds(attempts)) })
        .where('id', '=', row.id)
        .execute();
      onError(error);
      continue;
    }
    await ctx.db.updateTable('mail_outbox').set({ sent_at: utcAt(clock), attempts: row.attempts + 1, last_error: null }).where('id', '=', row.id).execute();
    sent += 1;
  }
  return sent;
}

export interface MailOutboxWorker {
  /** Sends now instead of at the next tick (right after a commit that queued mail). */
  kick: () => void;
  stop: () => void;
}

/** Sends due mail every second and whenever kicked, until stopped. Passes never overlap. */
export function startMailOutbox(ctx: AppContext, onError: (error: unknown) => void): MailOutboxWorker {
  let running = false;
  let again = false;
  let stopped = false;
  const pass = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    deliverQueuedMail(ctx, onError)
      .catch(onError)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  const timer = setInterval(pass, SWEEP_INTERVAL_MS);
  timer.unref();
  pass();
  return {
    kick: pass,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
