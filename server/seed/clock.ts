/**
 * Time for the generator. Every date is placed relative to the anchor (default: now) so the demo
 * always has plannings today; everything else is a pure function of the seed. Plannings are laid
 * out on local calendar days and wall-clock times of their location (a day shift starts at 07:00
 * in Brussels, winter or summer) and stored as UTC text, the format of the whole data model.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export { MINUTE, HOUR };

/** The time zone whose calendar day counts as "today" for day offsets. */
const HOME_ZONE = 'Europe/Brussels';

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCaches = new Map<string, Map<number, number>>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset of `timeZone` from UTC in ms at instant `utcMs`. Cached per zone and hour: zones change
 * offset only on whole hours, and the generator asks millions of times. */
export function zoneOffset(timeZone: string, utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR);
  let cache = offsetCaches.get(timeZone);
  if (cache === undefined) {
    cache = new Map();
    offsetCaches.set(timeZone, cache);
  }
  const cached = cache.get(hour);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(hour * HOUR))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  const offset = wall - hour * HOUR;
  cache.set(hour, offset);
  return offset;
}

const dayTexts = new Map<number, string>();
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** `YYYY-MM-DD HH:mm:ss` in UTC. Hand-rolled with a per-day cache: it runs for every one of
 * millions of rows, and Date#toISOString plus string surgery was a tenth of the seed's time. */
export function utcText(ms: number): string {
  const day = Math.floor(ms / DAY);
  let date = dayTexts.get(day);
  if (date === undefined) {
    date = new Date(day * DAY).toISOString().slice(0, 10);
    dayTexts.set(day, date);
  }
  const seconds = Math.floor((ms - day * DAY) / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${date} ${TWO_DIGITS[h] ?? ''}:${TWO_DIGITS[m] ?? ''}:${TWO_DIGITS[seconds % 60] ?? ''}`;
}

export class SeedClock {
  /** "Now" for the generated world, floored to the minute. */
  readonly now: number;
  /** Midnight of the anchor's calendar day in HOME_ZONE, as a wall-clock-as-UTC value. */
  private readonly todayWall: number;

  constructor(anchor: Date) {
    this.now = Math.floor(anchor.getTime() / MINUTE) * MINUTE;
    const wall = this.now + zoneOffset(HOME_ZONE, this.now);
    this.todayWall = Math.floor(wall / DAY) * DAY;
  }

  /** UTC instant of local wall time `minutes` after midnight of day `dayOffset` (0 = today). */
  localToUtc(timeZone: string, dayOffset: number, minutes: number): number {
    const wall = this.todayWall + dayOffset * DAY + minutes * MINUTE;
    // Two rounds settle the offset on both sides of a DST change.
    const guess = wall - zoneOffset(timeZone, wall);
    return wall - zoneOffset(timeZone, guess);
  }

  /** Day offset and minutes after local midnight of a UTC instant, in `timeZone`. */
  localParts(timeZone: string, utcMs: number): { dayOffset: number; minutes: number } {
    const wall = utcMs + zoneOffset(timeZone, utcMs);
    const dayOffset = Math.floor((wall - this.todayWall) / DAY);
    return { dayOffset, minutes: Math.round((wall - this.todayWall - dayOffset * DAY) / MINUTE) };
  }

  /** 0 = Sunday … 6 = Saturday, for a day offset. */
  weekday(dayOffset: number): number {
    return new Date(this.todayWall + dayOffset * DAY).getUTCDay();
  }

  /** Calendar date (YYYY-MM-DD) of a day offset, in the home zone's calendar. */
  date(dayOffset: number): string {
    return new Date(this.todayWall + dayOffset * DAY).toISOString().slice(0, 10);
  }

  /** Calendar year of a day offset (request identifiers carry it). */
  year(utcMs: number): number {
    return new Date(utcMs).getUTCFullYear();
  }

  /** UTC text of `now + deltaMs`. */
  ago(deltaMs: number): string {
    return utcText(this.now - deltaMs);
  }
}

/** `HH:mm` of minutes after midnight (timeslot day entries use wall-clock times). */
export function hhmm(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
