/**
 * Windowing for a list whose rows all have one fixed height: which rows are in view (plus
 * `overscan` on each side) of the scroll box, and how tall the whole list is. Only the rows in
 * view are in the DOM, whatever the length of the list.
 *
 * Why not a general virtualizer: @tanstack/react-virtual builds one measurement object per item
 * whenever the count changes, so every search keystroke at 100,000 plannings allocated tens of
 * thousands of objects (a millisecond and a half of script, and most of the young-generation
 * collections that landed inside keystrokes; DESIGN.md section 6: keystroke to updated list under
 * 50 ms). With one row height, the rows in view are two divisions of the scroll offset.
 *
 * The scroll offset comes from scroll events (never read back on render), and the component
 * re-renders only when the range of rows in view changes, not on every scrolled pixel.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface RowSlot {
  index: number;
  /** Offset of the row's top from the top of the list. */
  top: number;
}

interface FixedRowWindowOptions {
  count: number;
  rowHeight: number;
  scrollRef: RefObject<HTMLElement | null>;
  overscan: number;
  /** Changes when the list shows a new result: it scrolls back to the top. */
  resetKey: string;
}

interface Viewport {
  scrollTop: number;
  height: number;
}

/** Before the first measurement (and in jsdom, which lays nothing out) assume a screenful, so rows
 * paint at once. */
const ASSUMED_HEIGHT = 800;

/** First and last row index (exclusive) in view, overscan included, not yet clamped to a count. */
function rangeOf({ scrollTop, height }: Viewport, rowHeight: number, overscan: number): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.ceil((scrollTop + height) / rowHeight) + overscan;
  return [first, last];
}

export function useFixedRowWindow({ count, rowHeight, scrollRef, overscan, resetKey }: FixedRowWindowOptions): { slots: RowSlot[]; totalHeight: number } {
  const viewport = useRef<Viewport>({ scrollTop: 0, height: ASSUMED_HEIGHT });
  const [range, setRange] = useState<[number, number]>(() => rangeOf(viewport.current, rowHeight, overscan));

  const update = useCallback(() => {
    const [first, last] = rangeOf(viewport.current, rowHeight, overscan);
    setRange((current) => (current[0] === first && current[1] === last ? current : [first, last]));
  }, [rowHeight, overscan]);

  // The reset below must not run again when the row height changes (a tablet turned sideways
  // keeps its place), so it calls the latest `update` through a ref.
  const latestUpdate = useRef(update);
  useLayoutEffect(() => {
    latestUpdate.current = update;
  }, [update]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    // One read at mount; from then on the offset and height come from events.
    viewport.current = { scrollTop: element.scrollTop, height: element.clientHeight || ASSUMED_HEIGHT };
    update();
    const onScroll = () => {
      viewport.current = { ...viewport.current, scrollTop: element.scrollTop };
      update();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // ResizeObserver is missing in jsdom: the assumed screenful stands.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(([entry]) => {
      const height = entry?.contentRect.height ?? 0;
      if (height > 0 && height !== viewport.current.height) {
        viewport.current = { ...viewport.current, height };
        update();
      }
    });
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [scrollRef, update]);

  // A new result starts at the top. The offset is known from scroll events, so this reads no
  // layout (a read here would force one on every keystroke).
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || viewport.current.scrollTop === 0) return;
    element.scrollTop = 0;
    // The rows at the top render now, not after the scroll event.
    viewport.current = { ...viewport.current, scrollTop: 0 };
    latestUpdate.current();
  }, [resetKey, scrollRef]);

  const slots: RowSlot[] = [];
  const last = Math.min(range[1], count);
  for (let index = range[0]; index < last; index++) slots.push({ index, top: index * rowHeight });
  return { slots, totalHeight: count * rowHeight };
}
