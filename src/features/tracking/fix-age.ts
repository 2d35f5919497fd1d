/** How old a fix is, in words ("2 min ago"), from the phone's time of the fix. */
import { DateTime } from 'luxon';

export function fixAge(recordedAt: string, language: string, now: number): string {
  const at = DateTime.fromFormat(recordedAt, 'yyyy-MM-dd HH:mm:ss', { zone: 'utc' });
  if (!at.isValid) return recordedAt;
  return at.toRelative({ base: DateTime.fromMillis(now), locale: language }) ?? recordedAt;
}
