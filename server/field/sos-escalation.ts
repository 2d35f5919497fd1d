/**
 * An SOS nobody acknowledged within SOS_ESCALATE_AFTER_SECONDS is escalated once: the row gets
 * `escalated_at` (every device that shows it raises the alarm again, every admin's first) and every
 * admin is mailed. The sweep reads the injected clock, so tests move time instead of waiting; the
 * server runs it every second (startSosEscalation). Each alert is escalated in its own transaction
 * that re-checks it is still open, so an acknowledgement racing the sweep wins or is escalated,
 * never both half-way; a second server process sweeping at the same time finds it done. The mails
 * are queued in that same transaction (server/mail/mail-outbox.ts): a crash right after the commit
 * cannot lose them, the outbox worker sends them and retries a failed send.
 */
import type { AppContext } from '../app-context.js';
import { clockOf, utcAt } from '../lib/clock.js';
import { profileLanguage } from '../i18n/languages.js';
import { queueMail } from '../mail/mail-outbox.js';
import type { MailMessage } from '../mail/mailer.js';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { publishChanges } from '../sync/publish-changes.js';
import { publishRowEvents } from '../sync/publish-row-events.js';
import { ChangeTracker } from '../writes/change-tracker.js';
import { ROLE_ADMIN } from '../../src-sync/protocol/role-flags.js';
import { sosEscalationMail, type EscalatedSos } from './sos-escalation-mail.js';

export const SOS_ESCALATE_AFTER_SECONDS = 60;
const SWEEP_INTERVAL_MS = 1000;

/** Escalates every open SOS older than the limit; answers the ids escalated. `mailQueued` runs
 * after a commit that queued mail (the outbox worker's kick). */
export async function escalateDueAlerts(ctx: AppContext, onError: (error: unknown) => void = () => undefined, mailQueued: () => void = () => undefined): Promise<number[]> {
  const clock = clockOf(ctx);
  const due = await ctx.db
    .selectFrom('sos_alerts')
    .select('id')
    .where('acknowledged_at', 'is', null)
    .where('escalated_at', 'is', null)
    .where('received_at', '<=', utcAt(clock, -SOS_ESCALATE_AFTER_SECONDS))
    .orderBy('id')
    .execute();
  const done: number[] = [];
  for (const { id } of due) {
    const now = utcAt(clock);
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const changes = new ChangeTracker(trx);
      await changes.before('sos_alerts', [id]);
      const updated = await trx
        .updateTable('sos_alerts')
        .set({ escalated_at: now, updated_at: now })
        .where('id', '=', id)
        .where('acknowledged_at', 'is', null)
        .where('escalated_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return null;
      const alert = await trx
        .selectFrom('sos_alerts')
        .innerJoin('agents', 'agents.id', 'sos_alerts.agent_id')
        .leftJoin('plannings', 'plannings.id', 'sos_alerts.planning_id')
        .leftJoin('requests', 'requests.id', 'plannings.request_id')
        .select(['sos_alerts.raised_at', 'sos_alerts.latitude', 'sos_alerts.longitude', 'agents.first_name', 'agents.last_name', 'requests.identifier'])
        .where('sos_alerts.id', '=', id)
        .executeTakeFirstOrThrow();
      const escalated: EscalatedSos = {
        id, agent: `${alert.first_name} ${alert.last_name}`.trim(), raisedAt: alert.raised_at,
        latitude: alert.latitude, longitude: alert.longitude, planning: alert.identifier,
      };
      await queueMail(trx, ctx, await adminMails(trx, escalated, ctx.config.appUrl));
      return { recorded: await changes.record() };
    });
    if (outcome === null) continue;
    done.push(id);
    mailQueued();
    try {
      await publishChanges(ctx, outcome.recorded);
      await publishRowEvents(ctx, outcome.recorded);
    } catch (error) {
      onError(error);
    }
  }
  return done;
}

async function adminMails(trx: Transaction<Database>, alert: EscalatedSos, appUrl: string): Promise<MailMessage[]> {
  const admins = await trx.selectFrom('users').select(['email', 'language']).where('roles', 'like', `%${ROLE_ADMIN}%`).where('disabled_at', 'is', null).orderBy('id').execute();
  // One message per admin, in that admin's language, so no address is disclosed to another.
  return admins.map(({ email, language }) => sosEscalationMail({ email, language: profileLanguage(language) }, alert, appUrl, SOS_ESCALATE_AFTER_SECONDS));
}

/** Runs the sweep every second until `stop` is called (the app's onClose). Sweeps never overlap. */
export function startSosEscalation(ctx: AppContext, onError: (error: unknown) => void, mailQueued: () => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    escalateDueAlerts(ctx, onError, mailQueued)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
