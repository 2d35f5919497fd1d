/**
 * The window's live slices after large writes: Dexie re-runs every slice after any bulkPut of 50
 * or more plannings (it then counts the write as touching the whole table). A first sync's pages
 * beyond the window must not make the list sort, filter and count its window again, and a change
 * inside the window must still show.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/index.js';
import { resolveWindow } from '../../../src/features/planning/list/date-range.js';
import { useWindowPlannings } from '../../../src/features/planning/list/use-window-plannings.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { fromToday, makePlanning } from './planning-fixtures.js';

const today = DateTime.local().startOf('day');
const defaultWindow = resolveWindow({ kind: 'month' }, today);
const inWindow = Array.from({ length: 30 }, (_, i) => makePlanning(i + 1, { start: fromToday(i % 20, 8), end: fromToday(i % 20, 16) }));
/** Far outside the window: a sync horizon's past, written in pages like a first sync's. */
const pastPage = (first: number) => Array.from({ length: 120 }, (_, i) => makePlanning(first + i, { start: fromToday(-60, i % 20), end: fromToday(-60, 23) }));

let db: VigilDb;
afterEach(async () => {
  await db.delete();
});

async function openWindow() {
  db = freshDb();
  await db.plannings.bulkPut(inWindow);
  const hook = renderHook(() => useWindowPlannings(db, defaultWindow, true));
  await waitFor(() => expect(hook.result.current.rows?.items).toHaveLength(inWindow.length));
  return hook;
}

/** Long enough for every slice to be read again after a write (fake-indexeddb answers quickly). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('the window after large writes to the plannings table', () => {
  it('keeps the same result when pages outside the window are written', async () => {
    const hook = await openWindow();
    const published = hook.result.current.rows;
    const firstRead = published?.items.map((item) => item.row) ?? [];
    await db.plannings.bulkPut(pastPage(1000));
    await db.plannings.bulkPut(pastPage(2000));
    await settle();
    expect(hook.result.current.rows).toBe(published);
    // The projections hold the latest read's rows (whose strings Dexie's cached copy shares), not
    // the first read's: a second copy of the window's text otherwise.
    const now = hook.result.current.rows?.items.map((item) => item.row) ?? [];
    expect(now).toEqual(firstRead);
    expect(now.every((row, i) => row !== firstRead[i])).toBe(true);
  });

  it('shows a change inside the window that a large write carries', async () => {
    const hook = await openWindow();
    const moved = { ...inWindow[4]!, status: 'cancelled' as const, start: fromToday(3, 9), end: fromToday(3, 17) };
    await db.plannings.bulkPut([...pastPage(3000), moved]);
    await waitFor(() => expect(hook.result.current.rows?.items.find((item) => item.row.id === moved.id)?.row).toEqual(moved));
    expect(hook.result.current.rows?.items).toHaveLength(inWindow.length);
  });

  it('shows a single edit, and a planning deleted from the window leaves it', async () => {
    const hook = await openWindow();
    await db.plannings.update(7, { description: 'Reception desk, day shift.' });
    await waitFor(() => expect(hook.result.current.rows?.items.find((item) => item.row.id === 7)?.row.description).toBe('Reception desk, day shift.'));
    await db.plannings.delete(8);
    await waitFor(() => expect(hook.result.current.rows?.items.map((item) => item.row.id)).not.toContain(8));
    expect(hook.result.current.rows?.items).toHaveLength(inWindow.length - 1);
  });
});
