/**
 * Issue 15: an agent whose licence expires within 30 days raises a notification to the admins and
 * to the users of the agent's subcontractor; again 7 days before, and the day after the last
 * valid day (expired). Each threshold is told once per licence and expiry day (`license_alerts`),
 * so a restart, a second server process or a re-run the same day tells nobody twice, and a
 * licence renewed to a new expiry day is watched afresh. Runs at start and every hour; the
 * notifications reach devices through the change log like any other row.
 *
 * Each notice has a kind (licence-expiring, licence-expired) and params naming the agent, the
 * licence and its last valid day, from which every reader's app words it in their language
 * (src-sync/protocol/notifications.ts); `message` keeps the English for clients that know no kinds.
 */
import type { FastifyInstance } from 'fastify';
import { LICENCE_ALERT_DAYS, daysLeft, utcDay } from '../../src-sync/protocol/directory/licence-validity.js';
import type { LicenceNoticeKind, LicenceNoticeParams } from '../../src-sync/protocol/notifications.js';
import type { AppContext } from '../app-context.js';
import { utcNow } from '../lib/time.js';
import { ChangeTracker } from '../writes/change-tracker.js';
import { publishChanges } from '../sync/publish-changes.js';

const HOUR_MS = 60 * 60 * 1000;

/** The threshold a licence has reached on `today` (the smallest not yet past), or null. */
function thresholdReached(left: number): number | null {
  const reached = LICENCE_ALERT_DAYS.filter((days) => (days === 0 ? left < 0 : left <= days));
  return reached.length === 0 ? null : Math.min(...reached);
}

/** The English `message`, for clients that do not know the kind. */
function englishText(kind: LicenceNoticeKind, p: LicenceNoticeParams): string {
  const licence = `Licence ${p.licence_type} ${p.licence_number} of ${p.agent}`;
  return kind === 'licence-expired' ? `${licence} expired on ${p.last_day}.` : `${licence} expires on ${p.last_day}.`;
}

/** Sends the notices due on `today` (YYYY-MM-DD); answers how many licences were told about. */
export async function sendLicenceAlerts(ctx: AppContext, today: string = utcDay(Date.now())): Promise<number> {
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + Math.max(...LICENCE_ALERT_DAYS) * 86_400_000).toISOString().slice(0, 10);
  const licences = await ctx.db
    .selectFrom('licenses')
    .innerJoin('agents', 'agents.id', 'licenses.agent_id')
    .select(['licenses.id', 'licenses.agent_id', 'licenses.type', 'licenses.number', 'licenses.expires_at', 'agents.first_name', 'agents.last_name', 'agents.subcontractor_id'])
    .where('licenses.expires_at', 'is not', null)
    .where('licenses.expires_at', '<=', horizon)
    .where('agents.archived', '=', 0)
    .execute();
  let told = 0;
  for (const licence of licences) {
    const lastDay = (licence.expires_at ?? '').slice(0, 10);
    const left = daysLeft(licence, today);
    const days = left === null ? null : thresholdReached(left);
    if (days === null) continue;
    const recorded = await ctx.db.transaction().execute(async (trx) => {
      const sent = await trx
        .insertInto('license_alerts')
        .values({ license_id: licence.id, days, expires_at: lastDay, sent_at: utcNow() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(sent.numInsertedOrUpdatedRows ?? 0) === 0) return null;
      let recipients = trx.selectFrom('users').select('id').where('disabled_at', 'is', null);
      recipients = recipients.where((eb) =>
        eb.or([
          eb('roles', 'like', '%ROLE_ADMIN%'),
          ...(licence.subcontractor_id === null ? [] : [eb.and([eb('subcontractor_id', '=', licence.subcontractor_id), eb('roles', 'like', '%ROLE_SUBCONTRACTOR%')])]),
        ]),
      );
      const users = await recipients.execute();
      const changes = new ChangeTracker(trx);
      const kind: LicenceNoticeKind = days === 0 ? 'licence-expired' : 'licence-expiring';
      const params: LicenceNoticeParams = {
        agent_id: licence.agent_id,
        agent: `${licence.first_name} ${licence.last_name}`.trim(),
        licence_type: licence.type,
        licence_number: licence.number,
        last_day: lastDay,
      };
      const notice = { kind, params: JSON.stringify(params), message: englishText(kind, params) };
      for (const user of users) {
        const row = await trx
          .insertInto('notifications')
          .values({ user_id: user.id, ...notice, request_id: null, identifier: null, username: null, planning_id: null, read_at: null, created_at: utcNow() })
          .returning('id')
          .executeTakeFirstOrThrow();
        changes.created('notifications', [row.id]);
      }
      return changes.record();
    });
    if (recorded === null) continue;
    told += 1;
    await publishChanges(ctx, recorded).catch(() => undefined);
  }
  return told;
}

/** Checks at start and every hour while the server runs. */
export function scheduleLicenceAlerts(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.licenceAlerts) return Promise.resolve();
  const run = () => sendLicenceAlerts(ctx).catch((error: unknown) => app.log.error({ err: error }, 'licence alerts failed'));
  let timer: ReturnType<typeof setInterval> | null = null;
  app.addHook('onReady', () => {
    void run();
    timer = setInterval(() => void run(), HOUR_MS);
    timer.unref();
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    if (timer) clearInterval(timer);
    return Promise.resolve();
  });
  return Promise.resolve();
}
