/** 'just now', '2 min ago', '3 h ago', else the spec's date format (section 9: DD-MM-YYYY HH:mm). */
import { DateTime } from 'luxon';
import type { Translate } from '../../../i18n/index.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function formatSince(epochMs: number, now: number, t: Translate): string {
  const elapsed = Math.max(0, now - epochMs);
  if (elapsed < 45_000) return t('writes:summary.justNow');
  if (elapsed < HOUR) return t('writes:summary.minutesAgo', { count: Math.max(1, Math.round(elapsed / MINUTE)) });
  if (elapsed < 24 * HOUR) return t('writes:summary.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  return t('writes:summary.onDate', { date: DateTime.fromMillis(epochMs).toFormat('dd-MM-yyyy HH:mm') });
}
