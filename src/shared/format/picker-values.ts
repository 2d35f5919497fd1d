/**
 * Conversions between what a form shows and what is stored and sent (UTC `YYYY-MM-DD HH:mm:ss`),
 * and the one reader of typed dates and times every planning form uses. Pickers show DD/MM/YYYY
 * and HH:mm in the location's timezone (spec section 9); the history form writes its date year
 * first (YYYY/MM/DD, the spec's history format). Typing is lenient about padding: 1/2/2026 and
 * 7:30 are read, and the form shows them padded once the field loses focus.
 */
import { DateTime } from 'luxon';
import { PICKER_DATE_FORMAT, PICKER_TIME_FORMAT } from './display-formats.js';
import { displayZone, toUtcWire, utcWireInZone } from './utc-wire.js';

export interface PickerParts {
  /** DD/MM/YYYY */
  date: string;
  /** HH:mm */
  time: string;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
}

/** DD/MM/YYYY (pickers) or YYYY/MM/DD (history). */
export type DateOrder = 'day-first' | 'year-first';

const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const YEAR_FIRST = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})$/;

/**
 * A typed date as its calendar day; null when it is not a real date (31/02/2026). The history's
 * year-first field also reads a day-first date (30/11/2026, as every picker of the app is typed):
 * the four-digit year tells the two apart, and the field then shows it year first.
 */
export function parseTypedDate(text: string, order: DateOrder = 'day-first'): CalendarDay | null {
  const typed = text.trim();
  const yearFirst = order === 'year-first' ? YEAR_FIRST.exec(typed) : null;
  const m = yearFirst ?? DAY_FIRST.exec(typed);
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = yearFirst ? { year: a, month: b, day: c } : { year: c, month: b, day: a };
  return DateTime.fromObject(day, { zone: 'utc' }).isValid ? day : null;
}

/** A typed 24-hour time; null when it is not one. */
export function parseTypedTime(text: string): ClockTime | null {
  const m = CLOCK.exec(text.trim());
  if (!m) return null;
  const time = { hour: Number(m[1]), minute: Number(m[2]) };
  return time.hour < 24 && time.minute < 60 ? time : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The padded form of a typed date (1/2/2026 -> 01/02/2026); unchanged when it is not a date. */
export function padTypedDate(text: string, order: DateOrder = 'day-first'): string {
  const d = parseTypedDate(text, order);
  if (!d) return text;
  return order === 'day-first' ? `${pad(d.day)}/${pad(d.month)}/${d.year}` : `${d.year}/${pad(d.month)}/${pad(d.day)}`;
}

/** The padded form of a typed time (7:30 -> 07:30); unchanged when it is not a time. */
export function padTypedTime(text: string): string {
  const t = parseTypedTime(text);
  return t ? `${pad(t.hour)}:${pad(t.minute)}` : text;
}

/**
 * A typed date and time in the location's timezone as a UTC wire value; null when either is not
 * a real date or time (the form reports 'required' or its rule message instead). A wall-clock
 * time skipped by a DST jump is moved forward by luxon, the usual reading of such an input.
 */
export function typedToUtcWire(date: string, time: string, timezone: string | null | undefined, order: DateOrder = 'day-first'): string | null {
  const day = parseTypedDate(date, order);
  const clock = parseTypedTime(time);
  if (!day || !clock) return null;
  const local = DateTime.fromObject({ ...day, ...clock }, { zone: displayZone(timezone) });
  return local.isValid ? toUtcWire(local) : null;
}

/** A picker date (DD/MM/YYYY) as the start of that day in `timezone`; null when not a real date. */
export function parsePickerDate(text: string, timezone: string | null | undefined): DateTime | null {
  const day = parseTypedDate(text);
  if (!day) return null;
  const value = DateTime.fromObject(day, { zone: displayZone(timezone) });
  return value.isValid ? value : null;
}

/** A stored UTC datetime split into picker parts in the location's timezone. */
export function toPickerParts(utc: string, timezone: string | null | undefined): PickerParts {
  const value = utcWireInZone(utc, timezone);
  if (!value.isValid) return { date: '', time: '' };
  return { date: value.toFormat(PICKER_DATE_FORMAT), time: value.toFormat(PICKER_TIME_FORMAT) };
}

/** Picker parts in the location's timezone as a UTC wire value (see typedToUtcWire). */
export function pickerPartsToUtcWire(parts: PickerParts, timezone: string | null | undefined): string | null {
  return typedToUtcWire(parts.date, parts.time, timezone);
}
