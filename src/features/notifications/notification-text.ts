/**
 * How a notification reads: its kind (src-sync/protocol/notifications.ts) in the user's
 * language, with the request's identifier and who did it; the server's English `message` for a
 * kind this client does not know (or a notification from before kinds existed).
 */
import { isNotificationKind, type Local, type NotificationKind, type NotificationRow } from '../../../src-sync/index.js';

export const KIND_KEY = {
  'request-created': 'kinds.requestCreated',
  'request-updated': 'kinds.requestUpdated',
  'request-cancelled': 'kinds.requestCancelled',
  'request-confirmed': 'kinds.requestConfirmed',
  'request-rejected': 'kinds.requestRejected',
  'planning-cancelled': 'kinds.planningCancelled',
} as const satisfies Record<NotificationKind, string>;

type Translate = (key: (typeof KIND_KEY)[NotificationKind], values: { identifier: string; username: string }) => string;

export function notificationText(row: Pick<Local<NotificationRow>, 'kind' | 'message' | 'identifier' | 'username'>, t: Translate): string {
  if (!isNotificationKind(row.kind) || row.identifier === null) return row.message;
  return t(KIND_KEY[row.kind], { identifier: row.identifier, username: row.username ?? '' });
}

/** Where a notification leads: its planning, else its request; null when it names neither. */
export function notificationTarget(row: Pick<Local<NotificationRow>, 'planning_id' | 'request_id'>): string | null {
  if (row.planning_id != null) return `/dashboard/planning?planning=${row.planning_id}`;
  if (row.request_id != null) return `/dashboard/requests/${row.request_id}`;
  return null;
}
