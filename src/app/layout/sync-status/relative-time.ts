/** 'just now', '2 min ago', '3 h ago', else the spec's date format (section 9: DD-MM-YYYY HH:mm). */
import { DateTime } from 'luxon';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function formatSince(epochMs: number, now: number): string {
  const elapsed = Math.max(0, now - epochMs);
  if (elapsed < 45_000) return 'just now';
  if (elapsed < HOUR) return `${Math.max(1, Math.round(elapsed / MINUTE))} min ago`;
  if (elapsed < 24 * HOUR) return `${Math.floor(elapsed / HOUR)} h ago`;
  return `on ${DateTime.fromMillis(epochMs).toFormat('dd-MM-yyyy HH:mm')}`;
}
