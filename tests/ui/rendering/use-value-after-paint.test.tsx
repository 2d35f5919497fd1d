import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useValueAfterPaint } from '../../../src/shared/rendering/use-value-after-paint.js';

describe('useValueAfterPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('shows a new value only after the next frame, and only the last of several', () => {
    const { result, rerender } = renderHook(({ value }) => useValueAfterPaint(value), { initialProps: { value: 1 } });
    expect(result.current).toBe(1);
    rerender({ value: 2 });
    // The render that brought 2 still shows 1: its frame paints without the new value.
    expect(result.current).toBe(1);
    rerender({ value: 3 });
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(result.current).toBe(1);
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(3);
    // A value that is a function is kept as the value, not called as an updater.
    const fn = () => 'called';
    const hook = renderHook(({ value }) => useValueAfterPaint(value), { initialProps: { value: (): string => 'first' } });
    hook.rerender({ value: fn });
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(hook.result.current).toBe(fn);
  });
});
