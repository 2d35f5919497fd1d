/**
 * The virtualized rows (@tanstack/react-virtual): only the rows in view (plus a few) are in the
 * DOM, whatever the length of the list. The scroll container fills the space the page leaves.
 */
import { Box, useBreakpointValue } from '@chakra-ui/react';
import { ClassNames } from '@emotion/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { PlanningListHeader } from './planning-list-header.js';
import type { ProjectedPlanning } from './planning-projection.js';
import { PlanningListRow } from './planning-row.js';
import type { WriteMark } from './use-planning-write-marks.js';
import { ROW_HEIGHT, type RowLayout } from './row-layout.js';
import { useRowStyles } from './use-row-class.js';
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
    getItemKey: useCallback((index: number) => rows[index]?.row.id ?? index, [rows]),
    // Rows beyond the screen are built on every keystroke that changes the list; fixed heights
    // make a scroll's new rows cheap, so three on each side are enough to scroll without gaps.
    overscan: 3,
    // Before the first layout measurement (and in jsdom) assume a screenful, so rows paint at once.
    initialRect: { width: 1024, height: 800 },
  });

  const rowStyles = useRowStyles();

  // Row heights differ per layout; cached sizes from the other layout would misplace rows.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  // A new result starts at the top. The virtualizer tracks the offset from scroll events, so this
  // reads no layout (an unconditional scrollTo forced one on every keystroke).
  useEffect(() => {
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [resetKey, virtualizer]);

  return (
    <Box flex="1" minH="0" display="flex" flexDirection="column" borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden" data-part="list-frame">
      {layout === 'wide' && <PlanningListHeader sort={sort} onSort={onSort} />}
      <ClassNames>
        {(emotion) => (
          // scrollbar-gutter: a list shrinking below one screen must not drop the scrollbar,
          // which would resize the viewport and make the virtualizer measure again. contain:
          // the frame's size comes from the page, never from the rows, so a keystroke's new rows
          // relayout and repaint this box alone.
          <Box ref={scrollRef} flex="1" minH="0" overflowY="auto" data-testid="planning-list" className={emotion.css(rowStyles)} style={{ scrollbarGutter: 'stable', contain: 'strict' }}>
            {rows.length === 0 && empty}
            {/* Plain elements below: the class above styles them all at once (row-styles.ts). */}
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
          </Box>
        )}
      </ClassNames>
    </Box>
  );
}
