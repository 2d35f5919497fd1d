/**
 * The notification centre (spec section 7 "Notifications"): what the server notifies about, and
 * the reset of the unread count.
 *
 * A notification row keeps the spec's fields (message, request_id, identifier, username,
 * created_at) plus `kind`, which says what happened so each client can word it in its user's
 * language (the stored `message` is the server's English, for clients that know no kinds), and
 * `planning_id` for the ones about one planning, which open that planning. A kind whose text needs
 * more than the request's identifier and who did it carries what it names in `params` (a licence
 * notice: the agent, the licence and its last valid day); rows from before params existed keep
 * their `message`.
 */
import { z } from 'zod';
import { MAX_NAME, ROW_TEXT_MAX } from './text-limits.js';

export const NOTIFICATION_KINDS = [
  /** Staff: a client (or a colleague) ordered guarding. */
  'request-created',
  /** Staff: a pending request was changed. */
  'request-updated',
  /** Staff and the client's users: a pending request was cancelled. */
  'request-cancelled',
  /** The client's users: the review accepted at least one timeslot. */
  'request-confirmed',
  /** The client's users: the review rejected every timeslot. */
  'request-rejected',
  /** The client's users: a planning of theirs was cancelled. */
  'planning-cancelled',
  /** Admins and the agent's subcontractor: a licence reaches its last valid day within 30 days
   * (told again 7 days before). */
  'licence-expiring',
  /** The same readers: the licence's last valid day has passed. */
  'licence-expired',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const LICENCE_NOTICE_KINDS = ['licence-expiring', 'licence-expired'] as const satisfies readonly NotificationKind[];
export type LicenceNoticeKind = (typeof LICENCE_NOTICE_KINDS)[number];
/** The kinds about a request (or one of its plannings): worded from `identifier` and `username`. */
export type RequestNoticeKind = Exclude<NotificationKind, LicenceNoticeKind>;

export const isLicenceNoticeKind = (value: unknown): value is LicenceNoticeKind =>
  typeof value === 'string' && (LICENCE_NOTICE_KINDS as readonly string[]).includes(value);

/** A notification's `params` on the wire: what its kind's text names. Free-form here, so a kind
 * added later never makes an older client drop the row; each kind's reader checks its own shape,
 * and a row whose params are damaged is shown by its `message`. */
export const notificationParamsSchema = z.record(z.string().max(MAX_NAME), z.unknown()).nullable().catch(null);

/** The params of a licence notice. */
export const licenceNoticeParamsSchema = z.object({
  agent_id: z.number().int().positive(),
  /** The agent's name as it was when the notice was written. */
  agent: z.string().max(ROW_TEXT_MAX),
  licence_type: z.string().max(ROW_TEXT_MAX),
  licence_number: z.string().max(ROW_TEXT_MAX),
  /** The licence's last valid day, YYYY-MM-DD. */
  last_day: z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type LicenceNoticeParams = z.infer<typeof licenceNoticeParamsSchema>;

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** Page size of GET /api/notifications (and of the centre's list on the device). */
export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * PUT /api/notifications/unread/reset: marks the caller's unread notifications read, up to
 * `through_id` when given (the newest one the user had on screen, so one arriving meanwhile stays
 * unread). The spec's GET /api/notifications/unread/reset marks them all; the PUT is what the
 * outbox sends, with an Idempotency-Key like every queued write.
 */
export const notificationsResetSchema = z.object({
  through_id: z
    .number({ error: 'expected a positive whole number' })
    .int('expected a positive whole number')
    .positive('expected a positive whole number')
    .optional(),
});
export type NotificationsResetBody = z.infer<typeof notificationsResetSchema>;
export const notificationsResetResultSchema = z.object({ count: z.number().int().min(0) });
