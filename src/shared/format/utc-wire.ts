/**
 * The wire format of every stored datetime (spec section 7): UTC `YYYY-MM-DD HH:mm:ss`. Stored
 * values sort correctly as text, so list code compares the strings directly and only turns a
 * value into a luxon DateTime when it has to show it or do calendar arithmetic.
 */
import { DateTime, IANAZone } from 'luxon';

export const UTC_WIRE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

const UTC_WIRE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Epoch ms of a stored UTC datetime; NaN when malformed or not a calendar datetime (02-30). */
export function utcWireMillis(value: string): number {
  const m = UTC_WIRE.exec(value);
  if (!m) return NaN;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(ms);
  const real = date.getUTCDate() === day && date.getUTCMonth() === month - 1 && hour < 24 && minute < 60 && second < 60;
  return real ? ms : NaN;
}

/**
 * A stored UTC datetime as a luxon DateTime in `zone` (UTC by default; invalid when malformed).
 * Parsed by hand into epoch ms: luxon's `fromFormat`/`fromObject` cost ten times more, and the
 * list formats two of these per visible row on every render.
 */
export function parseUtcWire(value: string, zone = 'utc'): DateTime {
  const ms = utcWireMillis(value);
  return Number.isNaN(ms) ? DateTime.invalid('expected UTC YYYY-MM-DD HH:mm:ss') : DateTime.fromMillis(ms, { zone });
}

/** Any DateTime as the wire text, converted to UTC first. */
export function toUtcWire(value: DateTime): string {
  return value.toUTC().toFormat(UTC_WIRE_FORMAT);
}

/**
 * The zone to show a location's times in. A location with a zone the browser does not know
 * (typo in the back office, an ancient ICU) falls back to UTC rather than rendering 'Invalid
 * DateTime' on a planner's screen; `isKnownZone` lets a caller say so next to the value.
 */
export function displayZone(timezone: string | null | undefined): string {
  return timezone && isKnownZone(timezone) ? timezone : 'utc';
}

const knownZones = new Map<string, boolean>();

/** IANAZone.isValidZone builds an Intl formatter each call; the list calls this per visible row. */
export function isKnownZone(timezone: string): boolean {
  let known = knownZones.get(timezone);
  if (known === undefined) {
    known = IANAZone.isValidZone(timezone);
    knownZones.set(timezone, known);
  }
  return known;
}

/** A stored UTC datetime seen from a location's timezone. */
export function utcWireInZone(value: string, timezone: string | null | undefined): DateTime {
  return parseUtcWire(value, displayZone(timezone));
}
