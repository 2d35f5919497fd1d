/** Times on the phone view: UTC wire text shown in the site's zone, and the phone's now as wire text. */
import { DateTime } from 'luxon';

export function toLocal(utc: string, zone: string): DateTime {
  const parsed = DateTime.fromFormat(utc, 'yyyy-MM-dd HH:mm:ss', { zone: 'utc' });
  const local = parsed.setZone(zone);
  return local.isValid ? local : parsed;
}

/** Spec section 9: DD-MM-YYYY HH:mm in the location's zone. */
export const formatDateTime = (utc: string, zone: string): string => toLocal(utc, zone).toFormat('dd-MM-yyyy HH:mm');
export const formatTime = (utc: string, zone: string): string => toLocal(utc, zone).toFormat('HH:mm:ss');

export function phoneNowUtc(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 19).replace('T', ' ');
}

/** Wire text (UTC, 'YYYY-MM-DD HH:mm:ss') as ms since the epoch; NaN when it is not one. */
export function wireUtcMs(utc: string): number {
  return Date.parse(`${utc.replace(' ', 'T')}Z`);
}
