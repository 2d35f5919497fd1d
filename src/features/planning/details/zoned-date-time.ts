/**
 * What the shift and planning forms need beyond the shared formats (../format): their picker
 * checks, day arithmetic for the shift's default end, and durations. Typed dates and times are
 * read by ../format's one reader (lenient about padding), and display and wire conversions come
 * from there too, so the whole feature reads times the same way (location's zone, spec section 9).
 */
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { intlLocale, profileLanguage } from '../../../i18n/index.js';
import {
  PICKER_DATE_FORMAT, formatPlanningDateTime, formatZoneName, padTypedDate, padTypedTime, parseTypedDate, parseTypedTime, parseUtcWire,
  toPickerParts, typedToUtcWire, type PickerParts,
} from '../format/index.js';

export type ZonedParts = PickerParts;

/** A typed picker date as a day (no zone: only its calendar day matters here). */
function parseDate(value: string): DateTime | null {
  const day = parseTypedDate(value);
  return day ? DateTime.fromObject(day, { zone: 'utc' }) : null;
}

export function isPickerDate(value: string): boolean {
  return parseTypedDate(value) !== null;
}

export function isPickerTime(value: string): boolean {
  return parseTypedTime(value) !== null;
}

/** The padded DD/MM/YYYY form of a typed date; unchanged when it is not a date. */
export const normalizePickerDate = (value: string): string => padTypedDate(value);

/** The padded HH:mm form of a typed time; unchanged when it is not a time. */
export const normalizePickerTime = (value: string): string => padTypedTime(value);

/** A wire datetime as picker values in the location's zone. */
export function toZonedParts(utc: string, timeZone: string): ZonedParts {
  return toPickerParts(utc, timeZone);
}

/**
 * Typed picker values in the location's zone as a UTC wire datetime, or null when either is not
 * a real date or time. A wall-clock time skipped by a DST change moves forward (luxon's rule).
 */
export function fromZonedParts(date: string, time: string, timeZone: string): string | null {
  return typedToUtcWire(date, time, timeZone);
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
