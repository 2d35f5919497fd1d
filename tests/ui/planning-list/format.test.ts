import { describe, expect, it } from 'vitest';
import {
  formatHistoryTime,
  formatPlanningDateTime,
  formatRequestDate,
  formatZoneName,
  padTypedDate,
  padTypedTime,
  parsePickerDate,
  parseTypedDate,
  pickerPartsToUtcWire,
  toPickerParts,
  typedToUtcWire,
} from '../../../src/features/planning/format/index.js';
import { rowTimes } from '../../../src/features/planning/list/row-markup.js';
import { makePlanning } from './planning-fixtures.js';

describe('planning date formats (spec section 9)', () => {
  it('shows DD-MM-YYYY HH:mm in the location timezone', () => {
    expect(formatPlanningDateTime('2026-03-01 22:30:00', 'Europe/Amsterdam')).toBe('01-03-2026 23:30');
    expect(formatPlanningDateTime('2026-07-01 22:30:00', 'Europe/Amsterdam')).toBe('02-07-2026 00:30');
    expect(formatPlanningDateTime('2026-07-01 22:30:00', 'America/New_York')).toBe('01-07-2026 18:30');
  });

  it('falls back to UTC for an unknown zone and to empty text for a malformed value', () => {
    expect(formatPlanningDateTime('2026-03-01 22:30:00', 'Mars/Olympus')).toBe('01-03-2026 22:30');
    expect(formatPlanningDateTime('yesterday', 'Europe/Amsterdam')).toBe('');
  });

  it('shows history time as YYYY/MM/DD HH:mm and request dates as YYYY-MM-DD', () => {
    expect(formatHistoryTime('2026-03-01 22:30:00', 'Europe/Amsterdam')).toBe('2026/03/01 23:30');
    expect(formatRequestDate('2026-03-01 23:30:00', 'Europe/Amsterdam')).toBe('2026-03-02');
  });

  it('round-trips picker parts DD/MM/YYYY + HH:mm through the wire value', () => {
    expect(toPickerParts('2026-03-01 22:30:00', 'Europe/Amsterdam')).toEqual({ date: '01/03/2026', time: '23:30' });
    expect(pickerPartsToUtcWire({ date: '01/03/2026', time: '23:30' }, 'Europe/Amsterdam')).toBe('2026-03-01 22:30:00');
    expect(pickerPartsToUtcWire({ date: '31/02/2026', time: '23:30' }, 'Europe/Amsterdam')).toBeNull();
    expect(pickerPartsToUtcWire({ date: '01/03/2026', time: '' }, 'Europe/Amsterdam')).toBeNull();
  });

  it("names a location's zone as it is at that instant, summer time included", () => {
    // Each name is asked twice: the second answer comes from what the first one learned.
    for (let round = 0; round < 2; round++) {
      expect(formatZoneName('2026-01-15 12:00:00', 'Europe/Lisbon')).toMatch(/^GMT(\+0)?$/);
      expect(formatZoneName('2026-07-15 12:00:00', 'Europe/Lisbon')).toBe('GMT+1');
      expect(formatZoneName('2026-01-15 12:00:00', 'America/New_York')).toBe('EST');
      expect(formatZoneName('2026-07-15 12:00:00', 'America/New_York')).toBe('EDT');
    }
    expect(formatZoneName('noon', 'Europe/Lisbon')).toBe('');
  });

  it('parses a picker date as the start of that day in the zone', () => {
    const day = parsePickerDate('15/06/2026', 'Europe/Lisbon');
    expect(day?.toISO()).toBe('2026-06-15T00:00:00.000+01:00');
    expect(parsePickerDate('2026-06-15', 'Europe/Lisbon')).toBeNull();
  });

  it('reads every typed date with one reader: day first for pickers, year first for history, padding optional', () => {
    expect(parseTypedDate('1/2/2026')).toEqual({ year: 2026, month: 2, day: 1 });
    expect(parseTypedDate('2026/2/1', 'year-first')).toEqual({ year: 2026, month: 2, day: 1 });
    expect(parseTypedDate('2026/2/1')).toBeNull();
    expect(parseTypedDate('29/02/2025')).toBeNull();
    expect(padTypedDate('1/2/2026')).toBe('01/02/2026');
    expect(padTypedDate('2026/2/1', 'year-first')).toBe('2026/02/01');
    // The history's year-first field reads a date typed as every picker is, and shows it its way.
    expect(parseTypedDate('30/11/2026', 'year-first')).toEqual({ year: 2026, month: 11, day: 30 });
    expect(padTypedDate('30/11/2026', 'year-first')).toBe('2026/11/30');
    expect(parseTypedDate('31/11/2026', 'year-first')).toBeNull();
    expect(padTypedDate('soon')).toBe('soon');
    expect(padTypedTime('7:30')).toBe('07:30');
    expect(padTypedTime('24:00')).toBe('24:00');
    expect(typedToUtcWire('2026/03/01', '23:30', 'Europe/Amsterdam', 'year-first')).toBe('2026-03-01 22:30:00');
    expect(typedToUtcWire('1/3/2026', '7:05', 'Europe/Amsterdam')).toBe('2026-03-01 06:05:00');
  });
});

describe('row times', () => {
  it('formats each instant in its own location zone, also when the same instant was shown for another zone', () => {
    const base = makePlanning(1, { start: '2026-07-01 22:30:00', end: '2026-07-02 06:30:00' });
    const amsterdam = { ...base, location: { ...base.location, timezone: 'Europe/Amsterdam' } };
    const newYork = { ...base, id: 2, location: { ...base.location, timezone: 'America/New_York' } };
    expect(rowTimes(amsterdam)).toMatchObject({ start: '02-07-2026 00:30', end: '02-07-2026 08:30' });
    expect(rowTimes(newYork)).toMatchObject({ start: '01-07-2026 18:30', end: '02-07-2026 02:30' });
    expect(rowTimes(amsterdam).start).toBe('02-07-2026 00:30');
    // A row edited to a new start shows the new time, not the one formatted before.
    expect(rowTimes({ ...amsterdam, start: '2026-07-01 21:30:00' }).start).toBe('01-07-2026 23:30');
  });
});
