/**
 * Conversions between what a form shows (DD/MM/YYYY and HH:mm in the location's timezone) and
 * what is stored and sent (UTC `YYYY-MM-DD HH:mm:ss`). Shift and history forms split a stored
 * value into picker parts, and join the parts back into a wire value on submit.
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

/** Parses DD/MM/YYYY as the start of that day in `timezone`; null when it is not a real date. */
export function parsePickerDate(text: string, timezone: string | null | undefined): DateTime | null {
  const value = DateTime.fromFormat(text.trim(), PICKER_DATE_FORMAT, { zone: displayZone(timezone) });
  return value.isValid ? value.startOf('day') : null;
}

/** A stored UTC datetime split into picker parts in the location's timezone. */
export function toPickerParts(utc: string, timezone: string | null | undefined): PickerParts {
  const value = utcWireInZone(utc, timezone);
  if (!value.isValid) return { date: '', time: '' };
  return { date: value.toFormat(PICKER_DATE_FORMAT), time: value.toFormat(PICKER_TIME_FORMAT) };
}

/**
 * Picker parts in the location's timezone as a UTC wire value; null when either part is not a
 * real date or time (the form reports 'required' or its rule message instead). A wall-clock time
 * skipped by a DST jump is moved forward by luxon, the usual reading of such an input.
 */
export function pickerPartsToUtcWire(parts: PickerParts, timezone: string | null | undefined): string | null {
  const value = DateTime.fromFormat(`${parts.date.trim()} ${parts.time.trim()}`, `${PICKER_DATE_FORMAT} ${PICKER_TIME_FORMAT}`, {
    zone: displayZone(timezone),
  });
  return value.isValid ? toUtcWire(value) : null;
}
