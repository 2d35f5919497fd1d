/**
 * The app starts once the frame showing the start-up paint is drawn (after-next-paint.ts): not
 * before the frame's animation-frame step, not waiting forever where no frame comes, and not
 * waiting at all in a hidden page, which draws no frames and whose timers are throttled to one a
 * second.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/shared/rendering/after-next-paint.js';

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

afterEach(() => {
  vi.restoreAllMocks();
  setVisibility('visible');
});

describe('afterNextPaint', () => {
  it('resolves after the next frame, not before', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let resolved = false;
    const done = afterNextPaint(60_000).then(() => {
      resolved = true;
    });
    // It waits on the frame's animation-frame step (the time limit is a minute away).
    expect(frames).toHaveLength(1);
    expect(resolved).toBe(false);
    frames[0]?.(performance.now());
    await done;
    expect(resolved).toBe(true);
  });

  it('resolves after the longest wait when no frame is drawn', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      let resolved = false;
      const done = afterNextPaint(100).then(() => {
        resolved = true;
      });
      await vi.advanceTimersByTimeAsync(99);
      expect(resolved).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait at all in a hidden page', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    setVisibility('hidden');
    let resolved = false;
    void afterNextPaint(10_000).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });
});
