/**
 * useFixedRowWindow (the planning list's windowing): which rows of one fixed height are rendered
 * for a scroll offset, that a new result (resetKey) scrolls back to the top while a new row height
 * keeps its place, and that a shorter list clamps the rows.
 *
 * jsdom lays nothing out. This file deliberately does NOT import './jsdom-layout.js': the scroll
 * box's clientHeight is jsdom's 0, so the hook assumes its 800 px screenful (one test overrides
 * clientHeight itself to see that the box's own height is read at mount). tests/ui/setup.ts
 * installs a no-op ResizeObserver; the tests that need one that reports stub their own. The
 * scroll offset is set by assigning the box's scrollTop (a plain stored value in jsdom) and
 * dispatching a `scroll` event.
 */
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFixedRowWindow } from '../../../src/shared/rendering/use-fixed-row-window.js';

interface HarnessProps {
  count: number;
  rowHeight: number;
  overscan: number;
  resetKey: string;
}

let renders = 0;

function Harness({ count, rowHeight, overscan, resetKey }: HarnessProps) {
  renders += 1;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { slots, totalHeight } = useFixedRowWindow({ count, rowHeight, scrollRef, overscan, resetKey });
  return (
    <div ref={scrollRef} data-testid="scroll-box">
      <div data-testid="list" data-total-height={totalHeight}>
        {slots.map((slot) => (
          <div key={slot.index} data-testid="slot" data-index={slot.index} data-top={slot.top} />
        ))}
      </div>
    </div>
  );
}

const DEFAULTS: HarnessProps = { count: 1000, rowHeight: 52, overscan: 3, resetKey: 'a' };

function renderHarness(props: Partial<HarnessProps> = {}) {
  const current = { ...DEFAULTS, ...props };
  const view = render(<Harness {...current} />);
  return {
    rerender(next: Partial<HarnessProps>) {
      Object.assign(current, next);
      view.rerender(<Harness {...current} />);
    },
    unmount: view.unmount,
  };
}

const scrollBox = () => screen.getByTestId('scroll-box');
const indexes = () => screen.queryAllByTestId('slot').map((slot) => Number(slot.dataset.index));
const tops = () => screen.queryAllByTestId('slot').map((slot) => Number(slot.dataset.top));
const totalHeight = () => Number(screen.getByTestId('list').dataset.totalHeight);
/** first..last inclusive. */
const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

function scrollTo(offset: number) {
  act(() => {
    scrollBox().scrollTop = offset;
    scrollBox().dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  renders = 0;
});

describe('useFixedRowWindow', () => {
  it('renders the first screenful plus overscan below it, each row at index * rowHeight', () => {
    renderHarness({ count: 1000, rowHeight: 52, overscan: 3 });
    // jsdom's clientHeight is 0: the assumed 800 px hold ceil(800 / 52) = 16 rows, + 3 overscan.
    expect(scrollBox().clientHeight).toBe(0);
    expect(indexes()).toEqual(span(0, 18));
    expect(tops()).toEqual(span(0, 18).map((index) => index * 52));
    expect(totalHeight()).toBe(1000 * 52);
  });

  it('follows the row height and the overscan it is given', () => {
    renderHarness({ count: 500, rowHeight: 64, overscan: 5 });
    // ceil(800 / 64) = 13 rows, + 5 overscan.
    expect(indexes()).toEqual(span(0, 17));
    expect(tops()).toEqual(span(0, 17).map((index) => index * 64));
    expect(totalHeight()).toBe(500 * 64);
  });

  it('renders exactly `count` rows when the list is shorter than a screen, and none for an empty list', () => {
    const view = renderHarness({ count: 5 });
    expect(indexes()).toEqual([0, 1, 2, 3, 4]);
    expect(totalHeight()).toBe(5 * 52);
    view.rerender({ count: 0 });
    expect(indexes()).toEqual([]);
    expect(totalHeight()).toBe(0);
  });

  it('renders the rows in view plus overscan on each side after a scroll', () => {
    renderHarness({ count: 1000, rowHeight: 52, overscan: 3 });
    scrollTo(1000);
    // Rows 19 (floor(1000 / 52)) to 34 (ceil(1800 / 52) = 35, exclusive) are in view; 3 more each side.
    expect(indexes()).toEqual(span(16, 37));
    expect(tops()).toEqual(span(16, 37).map((index) => index * 52));
    expect(totalHeight()).toBe(1000 * 52);

    // On a row boundary: rows 20 (1040 / 52) to 35 (ceil(1840 / 52) = 36, exclusive).
    scrollTo(1040);
    expect(indexes()).toEqual(span(17, 38));

    // At the end of the list the rows stop at the last one.
    scrollTo(1000 * 52 - 800);
    // floor(51200 / 52) = 984, minus 3; the end (1000 + 3) is clamped to the count.
    expect(indexes()).toEqual(span(981, 999));

    // Back at the top: no overscan above row 0.
    scrollTo(0);
    expect(indexes()).toEqual(span(0, 18));
  });

  it('re-renders on a scroll only when the range of rows changes', () => {
    renderHarness();
    scrollTo(1000);
    const after = renders;
    // 1010 keeps rows 19..34 in view (floor(1010 / 52) = 19, ceil(1810 / 52) = 35).
    scrollTo(1010);
    expect(renders).toBe(after);
    expect(indexes()).toEqual(span(16, 37));
    // 1050 moves the first row in view to 20 (floor(1050 / 52)); ceil(1850 / 52) = 36 (exclusive).
    scrollTo(1050);
    expect(renders).toBe(after + 1);
    expect(indexes()).toEqual(span(17, 38));
  });

  it('scrolls back to the top and renders the top rows at once when resetKey changes', () => {
    const view = renderHarness();
    scrollTo(2600);
    expect(indexes()[0]).toBe(47);
    view.rerender({ resetKey: 'b' });
    // No scroll event is dispatched: the hook sets the offset and renders the top rows itself.
    expect(scrollBox().scrollTop).toBe(0);
    expect(indexes()).toEqual(span(0, 18));
    expect(tops()).toEqual(span(0, 18).map((index) => index * 52));
  });

  it('does not touch the scroll offset for an unchanged resetKey (a new count or overscan)', () => {
    const view = renderHarness();
    scrollTo(1040);
    view.rerender({ count: 900 });
    expect(scrollBox().scrollTop).toBe(1040);
    expect(indexes()).toEqual(span(17, 38));
    view.rerender({ overscan: 1 });
    expect(scrollBox().scrollTop).toBe(1040);
    // 20..35 in view, 1 more each side.
    expect(indexes()).toEqual(span(19, 36));
  });

  it('keeps the scroll offset when the row height changes, and recomputes the rows for it', () => {
    const view = renderHarness({ rowHeight: 52 });
    scrollTo(1040);
    expect(indexes()).toEqual(span(17, 38));
    view.rerender({ rowHeight: 64 });
    expect(scrollBox().scrollTop).toBe(1040);
    // floor(1040 / 64) = 16, ceil(1840 / 64) = 29 (exclusive), 3 overscan each side.
    expect(indexes()).toEqual(span(13, 31));
    expect(tops()).toEqual(span(13, 31).map((index) => index * 64));
    expect(totalHeight()).toBe(1000 * 64);
    // Later scrolls use the new height.
    scrollTo(1280);
    // floor(1280 / 64) = 20, ceil(2080 / 64) = 33 (exclusive).
    expect(indexes()).toEqual(span(17, 35));
  });

  it('clamps the rows to a shrinking count', () => {
    const view = renderHarness({ count: 1000 });
    scrollTo(1040);
    expect(indexes()).toEqual(span(17, 38));
    view.rerender({ count: 30 });
    expect(indexes()).toEqual(span(17, 29));
    expect(Math.max(...indexes())).toBeLessThan(30);
    expect(totalHeight()).toBe(30 * 52);
    view.rerender({ count: 10 });
    expect(indexes()).toEqual([]);
    view.rerender({ count: 1000 });
    expect(indexes()).toEqual(span(17, 38));
  });

  it("reads the scroll box's own height at mount when it has one", () => {
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    try {
      renderHarness({ rowHeight: 52, overscan: 3 });
      // ceil(400 / 52) = 8 rows, + 3 overscan.
      expect(indexes()).toEqual(span(0, 10));
      scrollTo(1000);
      // floor(1000 / 52) = 19, ceil(1400 / 52) = 27 (exclusive).
      expect(indexes()).toEqual(span(16, 29));
    } finally {
      clientHeight.mockRestore();
    }
  });

  it('takes the viewport height from a ResizeObserver, and stops observing at unmount', () => {
    const observers: { callback: ResizeObserverCallback; observed: Element[]; disconnected: boolean }[] = [];
    class FakeResizeObserver {
      private readonly entry: (typeof observers)[number];
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, observed: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.observed.push(element);
      }
      unobserve() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const view = renderHarness({ rowHeight: 52, overscan: 3 });
    expect(observers).toHaveLength(1);
    const observer = observers[0]!;
    expect(observer.observed).toEqual([scrollBox()]);
    expect(indexes()).toEqual(span(0, 18));

    const resize = (height: number) =>
      act(() => {
        observer.callback([{ contentRect: { height } } as ResizeObserverEntry], observer as unknown as ResizeObserver);
      });
    resize(400);
    expect(indexes()).toEqual(span(0, 10));
    scrollTo(1000);
    expect(indexes()).toEqual(span(16, 29));
    // A box reported at 0 px (hidden) keeps the last height.
    resize(0);
    expect(indexes()).toEqual(span(16, 29));
    resize(1200);
    // ceil(2200 / 52) = 43 (exclusive), + 3.
    expect(indexes()).toEqual(span(16, 45));

    view.unmount();
    expect(observer.disconnected).toBe(true);
  });
});
