/**
 * The display formats of spec section 9, shared by every screen (planning list, details,
 * shifts, history, confirm). Every value a user reads is shown in the LOCATION's timezone, not the
 * browser's: a planner in Amsterdam planning a night in Lisbon must see Lisbon's clock.
 */
import type { DateTime } from 'luxon';
import { utcWireInZone } from './utc-wire.js';

/** Planning and shift start/end: DD-MM-YYYY HH:mm. */
export const PLANNING_DATETIME_FORMAT = 'dd-MM-yyyy HH:mm';
/** Date pickers: DD/MM/YYYY. */
export const PICKER_DATE_FORMAT = 'dd/MM/yyyy';
/** What a picker shows while empty: the spec's fixed format, the same in every language. */
export const PICKER_PLACEHOLDER = 'DD/MM/YYYY';
/** What a time input shows while empty (24-hour clock). */
export const TIME_PLACEHOLDER = 'HH:mm';
/** What the history's date input shows while empty (its fixed format, YYYY/MM/DD). */
export const HISTORY_DATE_PLACEHOLDER = 'YYYY/MM/DD';
/** Time inputs next to a picker: HH:mm (24 h). */
export const PICKER_TIME_FORMAT = 'HH:mm';
/** History timeline and the history form's created-at: YYYY/MM/DD HH:mm. */
export const HISTORY_TIME_FORMAT = 'yyyy/MM/dd HH:mm';
/** Request dates (timeslots, confirm step): YYYY-MM-DD. */
export const REQUEST_DATE_FORMAT = 'yyyy-MM-dd';

/** A stored UTC datetime as DD-MM-YYYY HH:mm in the location's timezone ('' if malformed). */
export function formatPlanningDateTime(utc: string, timezone: string | null | undefined): string {
  const value = utcWireInZone(utc, timezone);
  return value.isValid ? value.toFormat(PLANNING_DATETIME_FORMAT) : '';
}

/** A stored UTC datetime as YYYY/MM/DD HH:mm in the location's timezone ('' if malformed). */
export function formatHistoryTime(utc: string, timezone: string | null | undefined): string {
  const value = utcWireInZone(utc, timezone);
  return value.isValid ? value.toFormat(HISTORY_TIME_FORMAT) : '';
}

/** A stored UTC datetime as YYYY-MM-DD in the location's timezone ('' if malformed). */
export function formatRequestDate(utc: string, timezone: string | null | undefined): string {
  const value = utcWireInZone(utc, timezone);
  return value.isValid ? value.toFormat(REQUEST_DATE_FORMAT) : '';
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (YYYY-MM-DD, e.g. a licence's last valid day) as the reader's locale writes it in
 * a sentence ('31 December 2026', '2026年12月31日'); the day as given when malformed. A day has no
 * zone: it is formatted as that day in UTC so no offset moves it.
 */
export function formatLocaleDay(day: string, locale: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(at)) return day;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(at);
}

/** A DateTime as DD/MM/YYYY, in whatever zone it already carries. */
export function formatPickerDate(value: DateTime): string {
  return value.isValid ? value.toFormat(PICKER_DATE_FORMAT) : '';
}

// A zone's short name changes only with its offset (summer time), while luxon builds a new
// Intl.DateTimeFormat for every name it is asked: about a third of a millisecond each, paid by
// every list row mounting with an instant not seen before. Keyed by zone, year and offset, a zone
// needs two or three of them a year.
const zoneNames = new Map<string, string>();

/** The zone's short name at that instant ('CET', 'GMT+1'), for a hint next to a time, in the
 * given locale's words (the default locale's without one). */
export function formatZoneName(utc: string, timezone: string | null | undefined, locale?: string): string {
  const inZone = utcWireInZone(utc, timezone);
  const value = locale ? inZone.setLocale(locale) : inZone;
  if (!value.isValid) return '';
  const key = `${value.zoneName ?? ''}\u0001${value.year}\u0001${value.offset}\u0001${locale ?? ''}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    name = value.offsetNameShort ?? value.zoneName ?? '';
    zoneNames.set(key, name);
  }
  return name;
}
