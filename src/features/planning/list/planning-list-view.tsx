/**
 * The virtualized rows (@tanstack/react-virtual): only the rows in view (plus a few) are in the
 * DOM, whatever the length of the list. The scroll container fills the space the page leaves.
 */
import { useBreakpointValue } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { PlanningListHeader } from './planning-list-header.js';
import type { ProjectedPlanning } from './planning-projection.js';
import { PlanningListRow } from './planning-row.js';
import type { WriteMark } from './use-planning-write-marks.js';
import { ROW_HEIGHT, type RowLayout } from './row-layout.js';
import { RowStylesheet } from './row-stylesheet.js';
import type { PlanningSort } from './sort-plannings.js';

interface PlanningListViewProps {
  rows: readonly ProjectedPlanning[];
  sort: PlanningSort;
  onSort: (sort: PlanningSort) => void;
  selectedId: number | null;
  onOpen: (id: number) => void;
  /** Changes when the filters do: the list scrolls back to the top for a new result. */
  resetKey: string;
  /** Shown in the frame when there are no rows. */
  empty: ReactNode;
  /** Plannings with their own queued or refused writes. */
  writeMarks: ReadonlyMap<number, WriteMark>;
}

export function PlanningListView({ rows, sort, onSort, selectedId, onOpen, resetKey, empty, writeMarks }: PlanningListViewProps) {
  const layout: RowLayout = useBreakpointValue<RowLayout>({ base: 'narrow', xl: 'wide' }, { ssr: false }) ?? 'narrow';
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = ROW_HEIGHT[layout];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: useCallback(() => rowHeight, [rowHeight]),
    // Rows are keyed by their place (the default key, the index): after a keystroke the same row
    // elements show the new result's plannings and only their texts change (planning-row.tsx).
    // Rows beyond the screen are built on every keystroke that changes the list; fixed heights
    // make a scroll's new rows cheap, so three on each side are enough to scroll without gaps.
    overscan: 3,
    // Before the first layout measurement (and in jsdom) assume a screenful, so rows paint at once.
    initialRect: { width: 1024, height: 800 },
  });

  // Row heights differ per layout; cached sizes from the other layout would misplace rows.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  // A new result starts at the top. The virtualizer tracks the offset from scroll events, so this
  // reads no layout (an unconditional scrollTo forced one on every keystroke).
  useEffect(() => {
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [resetKey, virtualizer]);

  return (
    <div data-planning-list-frame="" data-part="list-frame">
      <RowStylesheet />
      {layout === 'wide' && <PlanningListHeader sort={sort} onSort={onSort} />}
      {/* Plain elements: RowStylesheet styles the frame, this box and the rows (row-styles.ts). */}
      <div ref={scrollRef} data-planning-rows="" data-testid="planning-list">
        {rows.length === 0 && empty}
        <div role="list" aria-label="Plannings" style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const planning = rows[item.index];
            if (!planning) return null;
            return (
              <div key={item.key} role="listitem">
                <PlanningListRow
                  row={planning.row}
                  layout={layout}
                  top={item.start}
                  selected={planning.row.id === selectedId}
                  writeMark={writeMarks.get(planning.row.id)}
                  onOpen={onOpen}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
