/** The window's day slices cover it exactly once: every start in it falls in one slice. */
import { describe, expect, it } from 'vitest';
import { sliceAll, sliceRange, type StartSlice } from '../../../src/features/planning/list/window-slices.js';

const inSlice = (start: string, slice: StartSlice) =>
  (slice.lo === null || start >= slice.lo) && (slice.hi === null || (slice.closed ? start <= slice.hi : start < slice.hi));

const holders = (start: string, slices: StartSlice[]) => slices.filter((slice) => inSlice(start, slice)).length;

describe('window slices', () => {
  it('cuts a month and a week of look-back into day slices, each start in exactly one', () => {
    const slices = sliceRange('2026-11-15 00:00:00', '2026-12-22 23:59:59');
    expect(slices.length).toBe(38);
    for (const start of ['2026-11-15 00:00:00', '2026-11-16 00:00:00', '2026-11-30 13:45:00', '2026-12-22 23:59:59']) {
      expect(holders(start, slices)).toBe(1);
    }
    expect(holders('2026-11-14 23:59:59', slices)).toBe(0);
    expect(holders('2026-12-23 00:00:00', slices)).toBe(0);
  });

  it('keeps a long range to at most 64 slices', () => {
    const slices = sliceRange('2020-01-01 00:00:00', '2030-01-01 00:00:00');
    expect(slices.length).toBeLessThanOrEqual(64);
    expect(holders('2025-06-01 12:00:00', slices)).toBe(1);
  });

  it("covers 'all dates' with open slices before and after the known starts", () => {
    const slices = sliceAll('2026-09-21 04:00:00', '2027-01-22 21:00:00');
    for (const start of ['1999-01-01 00:00:00', '2026-09-21 04:00:00', '2026-12-01 00:00:00', '2027-01-22 21:00:00', '2099-01-01 00:00:00']) {
      expect(holders(start, slices)).toBe(1);
    }
    expect(sliceAll(null, null)).toEqual([{ lo: null, hi: null, closed: true }]);
    const single = sliceAll('2026-09-21 04:00:00', '2026-09-21 04:00:00');
    expect(holders('2026-09-21 04:00:00', single)).toBe(1);
  });
});
