/** The idle pass that compiles the matcher before the first keystroke: once per page, cancellable. */
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveWindow } from '../../../src/features/planning/list/date-range.js';
import * as filtering from '../../../src/features/planning/list/filter-plannings.js';
import { projectWindow } from '../../../src/features/planning/list/planning-projection.js';
import { warmMatcherOnce } from '../../../src/features/planning/list/warm-matcher.js';
import { syntheticPlannings } from './planning-fixtures.js';

vi.mock('../../../src/features/planning/list/filter-plannings.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/features/planning/list/filter-plannings.js')>();
  return { ...actual, filterPlannings: vi.fn(actual.filterPlannings) };
});

describe('warmMatcherOnce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one pass per page when idle, none for an empty or unmounted list, and leaves the window as it was', () => {
    const all = resolveWindow({ kind: 'all' }, DateTime.local().startOf('day'));
    const window = projectWindow(syntheticPlannings(200));
    const items = [...window.items];
    const pass = vi.mocked(filtering.filterPlannings);

    warmMatcherOnce(projectWindow([]), all);
    const cancel = warmMatcherOnce(window, all);
    cancel();
    vi.runAllTimers();
    expect(pass).not.toHaveBeenCalled();

    warmMatcherOnce(window, all);
    expect(pass).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(pass).toHaveBeenCalledTimes(1);
    expect(window.items).toEqual(items);

    // Later windows (another range, a live change) find the matcher compiled already.
    warmMatcherOnce(projectWindow(syntheticPlannings(50)), all);
    vi.runAllTimers();
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
