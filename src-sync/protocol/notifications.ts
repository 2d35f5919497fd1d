/**
 * The notification centre (spec section 7 "Notifications"): what the server notifies about, and
 * the reset of the unread count.
 *
 * A notification row keeps the spec's fields (message, request_id, identifier, username,
 * created_at) plus `kind`, which says what happened so each client can word it in its user's
 * language (the stored `message` is the server's English, for clients that know no kinds), and
 * `planning_id` for the ones about one planning, which open that planning.
 */
import { z } from 'zod';

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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

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
