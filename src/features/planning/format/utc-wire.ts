/**
 * The wire format of every stored datetime (spec section 7): UTC `YYYY-MM-DD HH:mm:ss`. Stored
 * values sort correctly as text, so list code compares the strings directly and only turns a
 * value into a luxon DateTime when it has to show it or do calendar arithmetic.
 */
import { DateTime, IANAZone } from 'luxon';

export const UTC_WIRE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** A stored UTC datetime as a luxon DateTime in UTC (invalid if the text is malformed). */
export function parseUtcWire(value: string): DateTime {
  return DateTime.fromFormat(value, UTC_WIRE_FORMAT, { zone: 'utc' });
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
  return parseUtcWire(value).setZone(displayZone(timezone));
}
