/**
 * What the planning forms need beyond the shared formats (../format): lenient reading of typed
 * picker values (1/2/2026, 7:30 are accepted and shown padded once the field loses focus), day
 * arithmetic for the shift's default end, and durations. Display and wire conversions come from
 * ../format so the whole feature reads times the same way (location's zone, spec section 9).
 */
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { intlLocale, profileLanguage } from '../../../i18n/index.js';
import { PICKER_DATE_FORMAT, displayZone, formatPlanningDateTime, formatZoneName, parseUtcWire, toPickerParts, toUtcWire, type PickerParts } from '../format/index.js';

export type ZonedParts = PickerParts;

const LENIENT_DATE = 'd/M/yyyy';
const LENIENT_TIME = 'H:mm';

function parseDate(value: string): DateTime | null {
  const text = value.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text)) return null;
  const day = DateTime.fromFormat(text, LENIENT_DATE, { zone: 'utc' });
  return day.isValid ? day : null;
}

function parseTime(value: string): { hour: number; minute: number } | null {
  const text = value.trim();
  if (!/^\d{1,2}:\d{2}$/.test(text)) return null;
  const time = DateTime.fromFormat(text, LENIENT_TIME, { zone: 'utc' });
  return time.isValid ? { hour: time.hour, minute: time.minute } : null;
}

export function isPickerDate(value: string): boolean {
  return parseDate(value) !== null;
}

export function isPickerTime(value: string): boolean {
  return parseTime(value) !== null;
}

/** The padded DD/MM/YYYY form of a typed date; unchanged when it is not a date. */
export function normalizePickerDate(value: string): string {
  return parseDate(value)?.toFormat(PICKER_DATE_FORMAT) ?? value;
}

/** The padded HH:mm form of a typed time; unchanged when it is not a time. */
export function normalizePickerTime(value: string): string {
  const time = parseTime(value);
  return time ? `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}` : value;
}

/** A wire datetime as picker values in the location's zone. */
export function toZonedParts(utc: string, timeZone: string): ZonedParts {
  return toPickerParts(utc, timeZone);
}

/**
 * Typed picker values in the location's zone as a UTC wire datetime, or null when either is not
 * a real date or time. A wall-clock time skipped by a DST change moves forward (luxon's rule).
 */
export function fromZonedParts(date: string, time: string, timeZone: string): string | null {
  const day = parseDate(date);
  const clock = parseTime(time);
  if (!day || !clock) return null;
  const local = DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour: clock.hour, minute: clock.minute }, { zone: displayZone(timeZone) });
  return local.isValid ? toUtcWire(local) : null;
}

/** A picker date as a sortable ISO day (YYYY-MM-DD), or null. Comparing days needs no zone. */
export function pickerDay(date: string): string | null {
  return parseDate(date)?.toISODate() ?? null;
}

/** The picker date one day after `date` (a night shift ends the next morning). */
export function nextPickerDay(date: string): string {
  return parseDate(date)?.plus({ days: 1 }).toFormat(PICKER_DATE_FORMAT) ?? date;
}

/** Spec section 9 display: DD-MM-YYYY HH:mm in the location's zone. */
export function formatZoned(utc: string, timeZone: string): string {
  return formatPlanningDateTime(utc, timeZone) || utc;
}

/** The zone's short name at that instant (e.g. CET, in the user's language), so nobody misreads
 * whose clock it is. */
export function zoneAbbreviation(utc: string, timeZone: string, locale?: string): string {
  return formatZoneName(utc, timeZone, locale) || timeZone;
}

/** zoneAbbreviation in the app's language. */
export function useZoneAbbreviation(): (utc: string, timeZone: string) => string {
  const { i18n } = useTranslation();
  const locale = intlLocale(profileLanguage(i18n.language) ?? 'en');
  return (utc, timeZone) => zoneAbbreviation(utc, timeZone, locale);
}

/** Milliseconds between two wire datetimes. */
export function durationMs(startUtc: string, endUtc: string): number {
  return parseUtcWire(endUtc).toMillis() - parseUtcWire(startUtc).toMillis();
}
