/**
 * Spec section 9, chat timestamp: HH:mm for today, 'Yesterday' for yesterday, a day label within
 * the same year, the full date otherwise; in the user's own time zone (a chat has no location).
 */
import { DateTime } from 'luxon';

export type ChatTimeLabel = { kind: 'time' | 'day' | 'date'; text: string } | { kind: 'yesterday' };

/** `created_at` is the wire's UTC `YYYY-MM-DD HH:mm:ss`. */
export function chatTimeLabel(createdAt: string, locale: string, now: DateTime = DateTime.local()): ChatTimeLabel {
  const at = DateTime.fromSQL(createdAt, { zone: 'utc' }).setZone(now.zone).setLocale(locale);
  if (!at.isValid) return { kind: 'date', text: createdAt };
  if (at.hasSame(now, 'day')) return { kind: 'time', text: at.toFormat('HH:mm') };
  if (at.hasSame(now.minus({ days: 1 }), 'day')) return { kind: 'yesterday' };
  if (at.hasSame(now, 'year')) return { kind: 'day', text: at.toLocaleString({ day: 'numeric', month: 'short' }) };
  return { kind: 'date', text: at.toFormat('dd-MM-yyyy') };
}
