/**
 * The keyboard in a windowed list (useFixedRowWindow): one Tab stop for the whole list, the
 * arrow keys, Page Up/Down, Home and End move from row to row, and the row moved to is scrolled
 * into view and focused once it is rendered.
 *
 * Why: every row was its own Tab stop (hundreds of them between the search and the rest of the
 * page), and End or Page Down scrolled the box natively, so the focused row left the window, was
 * removed from the DOM and the focus fell to the page. A row must carry `data-row-index` and take
 * `tabIndex={index === tabbableIndex ? 0 : -1}`; the list's element takes the handlers.
 */
import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { RowSlot } from './use-fixed-row-window.js';

interface RowKeyboardOptions {
  count: number;
  rowHeight: number;
  scrollRef: RefObject<HTMLElement | null>;
  slots: readonly RowSlot[];
  /** Changes when the list shows a new result: its first row becomes the list's Tab stop. */
  resetKey: string;
}

interface RowKeyboard {
  tabbableIndex: number;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

const rowOf = (target: EventTarget): HTMLElement | null => (target instanceof HTMLElement ? target.closest<HTMLElement>('[data-row-index]') : null);

export function useRowKeyboard({ count, rowHeight, scrollRef, slots, resetKey }: RowKeyboardOptions): RowKeyboard {
  // Kept with the result it belongs to, so a new result starts at its first row without an
  // effect and a second render on every search keystroke.
  const [active, setActiveRow] = useState({ resetKey, index: 0 });
  const setActive = (index: number) => setActiveRow({ resetKey, index });
  // A row moved to that is not rendered yet: focused once the scroll has brought it in.
  const pendingFocus = useRef<{ resetKey: string; index: number } | null>(null);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null) return;
    // A new result meanwhile: that place holds another record now.
    if (pending.resetKey !== resetKey) {
      pendingFocus.current = null;
      return;
    }
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${pending.index}"]`);
    if (!row) return;
    pendingFocus.current = null;
    row.focus();
  });

  const last = Math.max(0, count - 1);
  const wanted = Math.min(active.resetKey === resetKey ? active.index : 0, last);
  // The list stays one Tab stop when the active row was scrolled out of the window.
  const tabbableIndex = slots.some((slot) => slot.index === wanted) ? wanted : (slots[0]?.index ?? 0);

  const moveTo = (index: number) => {
    const box = scrollRef.current;
    if (!box || count === 0) return;
    const target = Math.min(Math.max(index, 0), last);
    const top = target * rowHeight;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + rowHeight > box.scrollTop + box.clientHeight) box.scrollTop = top + rowHeight - box.clientHeight;
    setActive(target);
    const row = box.querySelector<HTMLElement>(`[data-row-index="${target}"]`);
    if (row) row.focus();
    else pendingFocus.current = { resetKey, index: target };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const row = rowOf(event.target);
    // Only on the row itself: a button inside a row (Retry, Discard) keeps its own keys.
    if (!row || row !== event.target) return;
    const index = Number(row.dataset.rowIndex);
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / rowHeight) - 1);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, PageDown: index + page, PageUp: index - page, Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = rowOf(event.target);
    if (row) setActive(Number(row.dataset.rowIndex));
  };

  return { tabbableIndex, onKeyDown, onFocus };
}
