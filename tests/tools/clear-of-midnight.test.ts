/** The guard that keeps a test that fixes "today" from running across local midnight. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOfMidnight } from '../helpers/clear-of-midnight.js';

afterEach(() => {
  vi.useRealTimers();
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return () => done;
};

describe('clearOfMidnight', () => {
  it('returns at once far from midnight', async () => {
    vi.useFakeTimers();
    const isDone = await settled(clearOfMidnight(180_000, () => new Date(2026, 10, 29, 12, 0, 0)));
    expect(isDone()).toBe(true);
  });

  it('within the margin, waits until just past midnight', async () => {
    vi.useFakeTimers();
    const isDone = await settled(clearOfMidnight(180_000, () => new Date(2026, 10, 29, 23, 58, 30)));
    await vi.advanceTimersByTimeAsync(90_000);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(isDone()).toBe(true);
  });
});
