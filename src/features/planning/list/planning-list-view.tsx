/**
 * The windowed rows (useFixedRowWindow): only the rows in view (plus a few) are in the DOM,
 * whatever the length of the list. The scroll container fills the space the page leaves.
 */
import { useBreakpointValue } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanningListHeader } from './planning-list-header.js';
import type { ProjectedPlanning } from './planning-projection.js';
import { PlanningListRow } from './planning-row.js';
import type { WriteMark } from './use-planning-write-marks.js';
import { ROW_HEIGHT, type RowLayout } from './row-layout.js';
import { RowStylesheet } from './row-stylesheet.js';
import type { PlanningSort } from './sort-plannings.js';
import { useFixedRowWindow } from '../../../shared/rendering/use-fixed-row-window.js';
import { useRowKeyboard } from '../../../shared/rendering/use-row-keyboard.js';
import { useRowWords } from './use-row-words.js';

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
  /** The list is scrolled near its top or bottom (where older plannings loaded on demand go). */
  onNearEdge?: () => void;
}

export function PlanningListView({ rows, sort, onSort, selectedId, onOpen, resetKey, empty, writeMarks, onNearEdge }: PlanningListViewProps) {
  const layout: RowLayout = useBreakpointValue<RowLayout>({ base: 'narrow', xl: 'wide' }, { ssr: false }) ?? 'narrow';
  const scrollRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('planning-list');
  const words = useRowWords();
  // Rows are keyed by their place (the slot's index): after a keystroke the same row elements
  // show the new result's plannings and only their texts change (planning-row.tsx). Rows beyond
  // the screen are built on every keystroke that changes the list; fixed heights make a scroll's
  // new rows cheap, so three on each side are enough to scroll without gaps.
  const { slots, totalHeight } = useFixedRowWindow({ count: rows.length, rowHeight: ROW_HEIGHT[layout], scrollRef, overscan: 3, resetKey });
  const keyboard = useRowKeyboard({ count: rows.length, rowHeight: ROW_HEIGHT[layout], scrollRef, slots, resetKey });

  return (
    <div data-planning-list-frame="" data-part="list-frame">
      <RowStylesheet />
      {layout === 'wide' && <PlanningListHeader sort={sort} onSort={onSort} />}
      {/* Plain elements: RowStylesheet styles the frame, this box and the rows (row-styles.ts). */}
      <div ref={scrollRef} data-planning-rows="" data-testid="planning-list" onScroll={onNearEdge ? (event) => nearEdge(event.currentTarget, onNearEdge) : undefined}>
        {rows.length === 0 && empty}
        <div role="list" aria-label={t('listLabel')} style={{ position: 'relative', width: '100%', height: totalHeight }} onKeyDown={keyboard.onKeyDown} onFocus={keyboard.onFocus}>
          {slots.map((slot) => {
            const planning = rows[slot.index];
            if (!planning) return null;
            return (
              <div key={slot.index} role="listitem">
                <PlanningListRow
                  row={planning.row}
                  index={slot.index}
                  tabbable={slot.index === keyboard.tabbableIndex}
                  layout={layout}
                  top={slot.top}
                  selected={planning.row.id === selectedId}
                  writeMark={writeMarks.get(planning.row.id)}
                  words={words}
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

/** Within two screens of either end: older plannings load before the list runs out of them. */
function nearEdge(box: HTMLElement, onNearEdge: () => void): void {
  const screens = 2 * box.clientHeight;
  if (box.scrollTop < screens || box.scrollHeight - box.scrollTop - box.clientHeight < screens) onNearEdge();
}
