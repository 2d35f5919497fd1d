/**
 * One planning in the list. Clicking it (or Enter/Space on it) opens the Planning Details modal;
 * the arrow keys move to the next row (use-row-keyboard.ts).
 * The testid and data attributes are what the e2e tests and the bench wait for: keep them.
 *
 * React owns the row element; its content is the row's markup (row-markup.ts), brought in with
 * plain DOM calls before the browser paints. The list keys rows by their place on screen, so a
 * keystroke that changes the list gives the same row elements other plannings: patchContent then
 * changes their texts and a few attributes, where reconciling (or building) some 20 elements per
 * row would eat most of the keystroke's budget (DESIGN.md section 6: keystroke to updated list
 * under 50 ms). Styled by ROW_STYLES on the list.
 */
import { memo, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { PlanningRow as Row } from '../../../../src-sync/index.js';
import { patchContent } from '../../../shared/markup/patch-dom.js';
import type { RowLayout } from './row-layout.js';
import { planningRowCells } from './row-markup.js';
import type { RowWords } from './row-words.js';
import type { WriteMark } from './use-planning-write-marks.js';

interface PlanningRowProps {
  row: Row;
  /** Its place in the list, for the keyboard (use-row-keyboard.ts). */
  index: number;
  /** The list's one Tab stop. */
  tabbable: boolean;
  layout: RowLayout;
  /** Offset from the top of the list (useFixedRowWindow). */
  top: number;
  selected: boolean;
  /** Own queued or refused write (details in the modal and the sync status). */
  writeMark: WriteMark | undefined;
  /** The row's words in the app's language (one object per language). */
  words: RowWords;
  onOpen: (id: number) => void;
}

export const PlanningListRow = memo(function PlanningListRow({ row, index, tabbable, layout, top, selected, writeMark, words, onOpen }: PlanningRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) patchContent(ref.current, planningRowCells(row, layout, writeMark, words));
  }, [row, layout, writeMark, words]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(row.id);
    }
  };
  return (
    <div
      ref={ref}
      role="button"
      tabIndex={tabbable ? 0 : -1}
      data-row-index={index}
      data-row={layout}
      data-testid="planning-row"
      data-planning-id={row.id}
      data-status={row.status}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(row.id)}
      onKeyDown={onKeyDown}
      style={{ transform: `translateY(${top}px)` }}
    />
  );
});
