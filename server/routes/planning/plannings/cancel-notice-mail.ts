/** The cancel-planning notice to the client organisation (spec section 4: "an email is sent to
 * the client"). Sent after commit; one message per user, in that user's language, so no address
 * is disclosed to another. */
import { DateTime } from 'luxon';
import type { UiLanguage } from '../../../../src-sync/protocol/ui-languages.js';
import type { AppContext } from '../../../app-context.js';
import { profileLanguage } from '../../../i18n/languages.js';
import { serverTexts } from '../../../i18n/server-texts.js';
import type { MailMessage } from '../../../mail/mailer.js';
import type { Executor } from '../../../sync/change-log.js';

export interface CancelNotice {
  recipients: { email: string; language: UiLanguage }[];
  identifier: string;
  location: string;
  /** When the planning starts, at the location (the spec's fixed DD-MM-YYYY HH:mm). */
  date: string;
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
    .select(['email', 'language'])
    .where('client_id', '=', row.client_id)
    .where('entity', '=', 'client')
    .orderBy('id')
    .execute();
  return {
    recipients: users.map((u) => ({ email: u.email, language: profileLanguage(u.language) })),
    identifier: row.identifier,
    location: row.location,
    date: formatLocalDate(row.start, row.timezone),
  };
}

export function cancelNoticeMail(notice: CancelNotice, to: CancelNotice['recipients'][number]): MailMessage {
  const t = serverTexts(to.language, 'mail');
  const values = { identifier: notice.identifier, location: notice.location, date: notice.date };
  return { to: to.email, subject: t('planningCancelled.subject', values), text: t('planningCancelled.text', values), language: to.language };
}

/** Sends to every recipient; answers how many were sent. One failure does not stop the others. */
export async function sendCancelNotice(ctx: AppContext, notice: CancelNotice, onError: (error: unknown, to: string) => void): Promise<number> {
  let sent = 0;
  for (const to of notice.recipients) {
    try {
      await ctx.mailer.send(cancelNoticeMail(notice, to));
      sent += 1;
    } catch (error) {
      onError(error, to.email);
    }
  }
  return sent;
}
