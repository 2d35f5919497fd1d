/**
 * afterNextPaint: resolves once the next frame is drawn (its animation callback, then a message),
 * bounded by `maxWaitMs` for a page that stops drawing, and at once in a hidden page, which draws
 * no frames and whose timers are throttled to one a second.
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
  it('waits for the next frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let resolved = false;
    const done = afterNextPaint(10_000).then(() => {
      resolved = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(resolved).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(performance.now());
    await done;
    expect(resolved).toBe(true);
  });

  it('gives up after maxWaitMs when no frame comes', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const started = Date.now();
    await afterNextPaint(40);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
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
