/**
 * How a notification reads: its kind (src-sync/protocol/notifications.ts) in the user's
 * language, with what the kind names (the request's identifier and who did it; a licence notice's
 * agent, licence and last valid day, the day in the reader's locale); the server's English
 * `message` for a kind this client does not know, or a notification from before kinds (or params)
 * existed. In Arabic the values are isolated (src/i18n/bidi.ts), so a licence number or an
 * identifier keeps its order inside the right-to-left sentence.
 */
import {
  isLicenceNoticeKind, isNotificationKind, licenceNoticeParamsSchema,
  type LicenceNoticeKind, type Local, type NotificationKind, type NotificationRow, type RequestNoticeKind,
} from '../../../src-sync/index.js';
import { intlLocale, isolate, isolateLtr, type Language } from '../../i18n/index.js';
import { formatLocaleDay } from '../../shared/format/index.js';

export const KIND_KEY = {
  'request-created': 'kinds.requestCreated',
  'request-updated': 'kinds.requestUpdated',
  'request-cancelled': 'kinds.requestCancelled',
  'request-confirmed': 'kinds.requestConfirmed',
  'request-rejected': 'kinds.requestRejected',
  'planning-cancelled': 'kinds.planningCancelled',
  'licence-expiring': 'kinds.licenceExpiring',
  'licence-expired': 'kinds.licenceExpired',
} as const satisfies Record<NotificationKind, string>;

type KindKey<K extends NotificationKind> = (typeof KIND_KEY)[K];
/** react-i18next's `t` of the notifications namespace, as used here. */
interface Translate {
  (key: KindKey<RequestNoticeKind>, values: { identifier: string; username: string }): string;
  (key: KindKey<LicenceNoticeKind>, values: { agent: string; type: string; number: string; lastDay: string }): string;
}

type Readable = Pick<Local<NotificationRow>, 'kind' | 'message' | 'identifier' | 'username' | 'params'>;

export function notificationText(row: Readable, t: Translate, language: Language): string {
  if (!isNotificationKind(row.kind)) return row.message;
  if (isLicenceNoticeKind(row.kind)) {
    const params = licenceNoticeParamsSchema.safeParse(row.params);
    if (!params.success) return row.message;
    const p = params.data;
    return t(KIND_KEY[row.kind], {
      agent: isolate(p.agent, language),
      type: isolate(p.licence_type, language),
      number: isolateLtr(p.licence_number, language),
      lastDay: isolate(formatLocaleDay(p.last_day, intlLocale(language)), language),
    });
  }
  if (row.identifier === null) return row.message;
  return t(KIND_KEY[row.kind], { identifier: isolateLtr(row.identifier, language), username: isolate(row.username ?? '', language) });
}

/** Where a notification leads: its planning, else its request, else a licence notice's agent on
 * its licences; null when it names none. */
export function notificationTarget(row: Pick<Local<NotificationRow>, 'planning_id' | 'request_id' | 'kind' | 'params'>): string | null {
  if (row.planning_id != null) return `/dashboard/planning?planning=${row.planning_id}`;
  if (row.request_id != null) return `/dashboard/requests/${row.request_id}`;
  if (isLicenceNoticeKind(row.kind)) {
    const params = licenceNoticeParamsSchema.safeParse(row.params);
    if (params.success) return `/dashboard/agents?record=${params.data.agent_id}&tab=licenses`;
  }
  return null;
}
