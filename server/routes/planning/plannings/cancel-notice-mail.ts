/** The cancel-planning notice to the client organisation (spec section 4: "an email is sent to
 * the client"). Sent after commit; one message per user so no address is disclosed to another. */
import { DateTime } from 'luxon';
import type { AppContext } from '../../../app-context.js';
import type { Executor } from '../../../sync/change-log.js';

export interface CancelNotice {
  recipients: string[];
  subject: string;
  text: string;
}

/** Spec section 9: dates show as DD-MM-YYYY HH:mm in the location's timezone. */
export function formatLocalDate(utc: string, timezone: string): string {
  const date = DateTime.fromFormat(utc, 'yyyy-MM-dd HH:mm:ss', { zone: 'utc' }).setZone(timezone);
  return date.isValid ? date.toFormat('dd-MM-yyyy HH:mm') : utc;
}

export async function buildCancelNotice(db: Executor, planningId: number): Promise<CancelNotice | null> {
  const row = await db
    .selectFrom('plannings')
    .innerJoin('requests', 'requests.id', 'plannings.request_id')
    .innerJoin('locations', 'locations.id', 'plannings.location_id')
    .select(['plannings.client_id', 'plannings.start', 'requests.identifier', 'locations.name as location', 'locations.timezone'])
    .where('plannings.id', '=', planningId)
    .executeTakeFirst();
  if (!row) return null;
  const users = await db
    .selectFrom('users')
    .select('email')
    .where('client_id', '=', row.client_id)
    .where('entity', '=', 'client')
    .orderBy('id')
    .execute();
  const date = formatLocalDate(row.start, row.timezone);
  return {
    recipients: users.map((u) => u.email),
    subject: `Planning ${row.identifier} has been cancelled`,
    text: `Planning ${row.identifier} at ${row.location} on ${date} has been cancelled.`,
  };
}

/** Sends to every recipient; answers how many were sent. One failure does not stop the others. */
export async function sendCancelNotice(ctx: AppContext, notice: CancelNotice, onError: (error: unknown, to: string) => void): Promise<number> {
  let sent = 0;
  for (const to of notice.recipients) {
    try {
      await ctx.mailer.send({ to, subject: notice.subject, text: notice.text });
      sent += 1;
    } catch (error) {
      onError(error, to);
    }
  }
  return sent;
}
