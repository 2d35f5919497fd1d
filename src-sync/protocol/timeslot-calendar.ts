/**
 * What a requested timeslot asks for, day by day (spec section 3 "Request": start and end dates,
 * continuous or not, and the weekday and time pattern `timeslots`, Monday to Sunday).
 *
 * Dates are calendar days at the location (`YYYY-MM-DD`), never shifted through UTC: "from
 * 2 March" means 2 March where the guards stand. Each day of the period whose weekday has a line
 * in the pattern becomes one planning, from that day's start time to its end time at the
 * location; an end at or before the start ends the next day (a night shift), an end equal to the
 * start lasts 24 hours. A continuous timeslot is guarding around the clock: every line lasts 24
 * hours from its start (the handover time).
 *
 * Used by the server (it creates the plannings of a new request), the engine (the request's
 * period on an optimistic row) and the form (how many plannings the order makes), so the three
 * can never count differently.
 */
import { DateTime } from 'luxon';
import { WEEKDAYS } from './planning-status.js';

export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeslotDayLine {
  day: string;
  /** Local wall-clock time `HH:mm`. */
  start: string;
  end: string;
  agents: number;
}

export interface TimeslotPattern {
  /** `YYYY-MM-DD`, calendar days at the location. */
  start: string;
  end: string;
  continuous: boolean | 0 | 1;
  timeslots: readonly TimeslotDayLine[];
}

export interface PlannedInstant {
  /** The local calendar day the planning starts on. */
  day: string;
  /** UTC `YYYY-MM-DD HH:mm:ss`. */
  start: string;
  end: string;
  agents: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** Epoch ms of a calendar date at UTC midnight (a day counter, not an instant); NaN when not a real date. */
export function calendarDateMillis(value: string): number {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return NaN;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : NaN;
}

export const isCalendarDate = (value: string): boolean => !Number.isNaN(calendarDateMillis(value));
export const isClockTime = (value: string): boolean => CLOCK_TIME.test(value);

/** Minutes after midnight of `HH:mm` (NaN when malformed). */
export function clockMinutes(value: string): number {
  const m = CLOCK_TIME.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
}

/** The spec's weekday name (Monday..Sunday) of a calendar date. */
export function weekdayOf(date: string): Weekday | null {
  const ms = calendarDateMillis(date);
  if (Number.isNaN(ms)) return null;
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  return WEEKDAYS[(new Date(ms).getUTCDay() + 6) % 7] ?? null;
}

/** Days from `start` to `end` inclusive (0 when end is before start or either is malformed). */
export function periodDays(start: string, end: string): number {
  const from = calendarDateMillis(start);
  const to = calendarDateMillis(end);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return 0;
  return Math.round((to - from) / DAY_MS) + 1;
}

function dateText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Each day of the period whose weekday has a line in the pattern, with that line, in order. */
export function timeslotDays(pattern: TimeslotPattern): { day: string; line: TimeslotDayLine }[] {
  const count = periodDays(pattern.start, pattern.end);
  const first = calendarDateMillis(pattern.start);
  const byDay = new Map(pattern.timeslots.map((line) => [line.day, line]));
  const out: { day: string; line: TimeslotDayLine }[] = [];
  for (let i = 0; i < count; i++) {
    const day = dateText(first + i * DAY_MS);
    const weekday = weekdayOf(day);
    const line = weekday === null ? undefined : byDay.get(weekday);
    if (line) out.push({ day, line });
  }
  return out;
}

/** How long one line of the pattern lasts, in minutes: 24 hours when continuous or when the end
 * equals the start, into the next day when the end is earlier. */
export function lineMinutes(line: Pick<TimeslotDayLine, 'start' | 'end'>, continuous: boolean): number {
  const start = clockMinutes(line.start);
  const end = clockMinutes(line.end);
  if (continuous || end === start) return 24 * 60;
  return end > start ? end - start : end + 24 * 60 - start;
}

const WIRE = 'yyyy-MM-dd HH:mm:ss';

/** A wall-clock time on a calendar day in a zone. A time that does not exist there (the hour
 * skipped when clocks go forward) is moved on by luxon to the first real minute after. */
function wallClock(day: string, minutes: number, timeZone: string, plusDays: number): DateTime {
  const date = DateTime.fromISO(day, { zone: timeZone }).plus({ days: plusDays });
  return date.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

/**
 * The plannings a timeslot makes, in the location's time zone. Ends are wall-clock times too, so
 * a night across a change of clocks still ends at the time the client asked for (one hour more or
 * less on the watch, as on the site).
 */
export function timeslotPlannings(pattern: TimeslotPattern, timeZone: string): PlannedInstant[] {
  const continuous = pattern.continuous === true || pattern.continuous === 1;
  return timeslotDays(pattern).map(({ day, line }) => {
    const from = clockMinutes(line.start);
    const to = continuous ? from : clockMinutes(line.end);
    const start = wallClock(day, from, timeZone, 0);
    const end = wallClock(day, to, timeZone, to <= from ? 1 : 0);
    return { day, start: start.toUTC().toFormat(WIRE), end: end.toUTC().toFormat(WIRE), agents: line.agents };
  });
}

/** Today's calendar date in a time zone (`YYYY-MM-DD`). */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  const today = DateTime.fromMillis(now, { zone: timeZone });
  return (today.isValid ? today : DateTime.fromMillis(now, { zone: 'utc' })).toFormat('yyyy-MM-dd');
}
