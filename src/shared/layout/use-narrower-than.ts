import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is narrower than `width` px, following its size (a column of Planning
 * Details is as wide as the layout around it leaves, not as the window). Until a width is known
 * (no layout, as in jsdom) it answers false.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrower, setNarrower] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const apply = (measured: number) => {
      if (measured > 0) setNarrower(measured < width);
    };
    apply(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) apply(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrower;
}
