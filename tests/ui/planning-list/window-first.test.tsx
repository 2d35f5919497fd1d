/**
 * Window-first sync on the planning list: "N of M" while the first sync is still bringing the
 * default window, a progress bar for the rest; online, plannings before the sync horizon loaded
 * on demand (page by page, marked, kept fresh, released); offline, the part of a date range that
 * lies before the horizon (plannings this device never held).
 */
import { layOutElementsAsAScreen } from './jsdom-layout.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { silentLogger, type HttpClient, type HttpRequest, type PlanningRow, type VigilDb } from '../../../src-sync/index.js';
import { loadPlanningRows, loadPlanningsBeforeHorizon, releaseLoadedOnDemand } from '../../../src-sync/bootstrap/load-before-horizon.js';
import { HORIZON_PLANNINGS_STEP, PLANNING_ROWS_PATH, WINDOW_STEP } from '../../../src-sync/protocol/bootstrap.js';
import { defaultBootstrapWindow } from '../../../src-sync/bootstrap/default-window.js';
import { shift } from '../planning-details/fixtures.js';
import { entry } from '../planning-history/history-fixtures.js';
import { applyFeedPage } from '../../../src-sync/pull/apply-feed-page.js';
import { writableDb } from '../../../src-sync/db/vigil-db.js';
import { expandWindowPages } from '../../../src-sync/db/window-pages.js';
import { DateTime } from 'luxon';
import { resolveWindow } from '../../../src/features/planning/list/date-range.js';
import { DEFAULT_FILTERS } from '../../../src/features/planning/list/planning-filters.js';
import { fromToday, makePlanning } from './planning-fixtures.js';
import { users } from '../helpers/users.js';
import { DATASET, IN_DEFAULT_WINDOW } from './list-dataset.js';
import { renderPlanningPage } from './render-planning-page.js';

layOutElementsAsAScreen();

const WINDOW = { from: '2026-05-01 00:00:00', to: '2026-06-01 23:59:59' };

function progress(db: VigilDb, state: { next: { step: number; after: number } | null; windowLoaded: number; windowTotal: number | null; loaded: number; total: number | null; horizonStart?: string | null }) {
  return db.meta.put({ key: 'bootstrap', value: { window: WINDOW, head: 40, horizonStart: state.horizonStart ?? '2026-02-01 00:00:00', ...state } });
}

const rowIds = () => screen.queryAllByTestId('planning-row').map((row) => Number(row.dataset.planningId));
const wireDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

/** A first sync's state: plannings 1 and 2 are rows, the others (10 included, outside the
 * default window) one staged record of the default window. */
async function renderStagedWindow(path?: string) {
  const today = resolveWindow(DEFAULT_FILTERS.range, DateTime.local().startOf('day'));
  return renderPlanningPage({
    user: users.planner,
    rows: DATASET.filter((row) => row.id === 1 || row.id === 2),
    neverSynced: true,
    ...(path !== undefined ? { path } : {}),
    beforeRender: async (db) => {
      await db.window_pages.put({ page: 2, from: today.from ?? '', to: today.to ?? '', rows: DATASET.filter((row) => row.id !== 1 && row.id !== 2) });
      await progress(db, { next: { step: 1, after: 0 }, windowLoaded: 1250, windowTotal: 1250, loaded: 1250, total: 5000 });
    },
  });
}

/** A long write over `plannings` (and `window_pages` with `records`), as the first sync's
 * writing of the window's rows: `first` runs in it, then it stays open, kept busy with reads of
 * its own, until released. */
function holdWrite(local: VigilDb, first: (db: VigilDb) => Promise<unknown>, records: boolean) {
  const db = writableDb(local);
  let released = false;
  const holding = db.transaction('rw', records ? [db.plannings, db.window_pages] : [db.plannings], async () => {
    await first(db);
    while (!released) await db.plannings.get(1);
  });
  return {
    release: async () => {
      released = true;
      await holding;
    },
  };
}

describe('window-first sync on the planning list', { timeout: 60_000 }, () => {
  it('says "N of M" while the window is incomplete, then the count, with a bar for the rest of the first sync', async () => {
    const view = await renderPlanningPage({ user: users.planner, rows: DATASET, neverSynced: true });
    await progress(view.db, { next: { step: 0, after: 0 }, windowLoaded: 0, windowTotal: null, loaded: 0, total: null });
    expect(await screen.findByText('Loading plannings from today to one month ahead…')).toBeInTheDocument();
    await progress(view.db, { next: { step: 0, after: 3 }, windowLoaded: 3, windowTotal: 1250, loaded: 3, total: null });
    expect(await screen.findByText('Loading plannings: 3 of 1,250')).toBeInTheDocument();
    // A phone's shorter text (shown below md instead), so the heading keeps one line.
    expect(screen.getByText('3 of 1,250')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('first-sync-progress')).toBeNull();

    // The window is in: the true count, and the bar for what is still coming.
    await progress(view.db, { next: { step: 1, after: 0 }, windowLoaded: 1250, windowTotal: 1250, loaded: 1250, total: 5000 });
    await waitFor(() => expect(screen.getByTestId('planning-count')).toHaveTextContent(`${IN_DEFAULT_WINDOW.length} plannings`));
    await waitFor(() => expect(screen.getByTestId('status-filter-all')).toHaveAttribute('data-count', String(IN_DEFAULT_WINDOW.length)));
    expect(await screen.findByText('Syncing the rest of your data: 25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    // On the heading's own line: its coming and going must not move the filters and rows.
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toContainElement(screen.getByTestId('first-sync-progress'));
    await view.db.sync_state.put({ key: 'cursor', value: 40 });
    await progress(view.db, { next: null, windowLoaded: 1250, windowTotal: 1250, loaded: 5000, total: 5000 });
    await waitFor(() => expect(screen.queryByTestId('first-sync-progress')).toBeNull());
    expect(view.requests).toEqual([]);
  });

  it('shows the whole window from the staged records as soon as it is in, opens a staged planning, and keeps it when the rows are written', async () => {
    // A first sync stages the window's pages after the first as records (window-pages.ts) and
    // writes their rows a moment later: the list shows them from the records meanwhile.
    const today = resolveWindow(DEFAULT_FILTERS.range, DateTime.local().startOf('day'));
    const staged = DATASET.filter((row) => row.id !== 1 && row.id !== 2);
    const view = await renderPlanningPage({
      user: users.planner,
      rows: DATASET.filter((row) => row.id === 1 || row.id === 2),
      neverSynced: true,
      beforeRender: async (db) => {
        await db.window_pages.bulkPut([
          { page: 2, from: today.from ?? '', to: today.to ?? '', rows: staged.slice(0, 3) },
          { page: 5, from: today.from ?? '', to: today.to ?? '', rows: staged.slice(3) },
        ]);
        await progress(db, { next: { step: 1, after: 0 }, windowLoaded: 1250, windowTotal: 1250, loaded: 1250, total: 5000 });
      },
    });
    await waitFor(() => expect(screen.getByTestId('planning-count')).toHaveTextContent(`${IN_DEFAULT_WINDOW.length} plannings`));
    expect(rowIds()).toEqual(IN_DEFAULT_WINDOW);
    // A staged planning opens like any other.
    fireEvent.click(screen.getAllByTestId('planning-row').find((row) => row.dataset.planningId === '5') as HTMLElement);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('dialog')).getAllByText(/REQ-/).length).toBeGreaterThan(0));
    // The rows are written and the records go: the same window, never a partial one.
    const counts: string[] = [];
    const observer = new MutationObserver(() => counts.push(screen.getByTestId('planning-count').textContent ?? ''));
    observer.observe(screen.getByTestId('planning-count'), { childList: true, subtree: true, characterData: true });
    await act(() => expandWindowPages(writableDb(view.db)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    observer.disconnect();
    expect(await view.db.window_pages.count()).toBe(0);
    expect(counts.filter((text) => !text.startsWith(`${IN_DEFAULT_WINDOW.length} plannings`))).toEqual([]);
    expect(rowIds()).toEqual(IN_DEFAULT_WINDOW);
  });

  it('opens a listed planning at once while the rows are being written, and shows a newer row once it can be read', async () => {
    // Writing the window's rows is one transaction of several seconds over `plannings`: a read of
    // a planning's row waits for it. Opened from the list meanwhile, the planning shows the
    // list's copy (here the records are held as well, so only that copy can answer).
    const view = await renderStagedWindow();
    await waitFor(() => expect(rowIds()).toEqual(IN_DEFAULT_WINDOW));
    const hold = holdWrite(view.db, (db) => db.plannings.put({ ...(DATASET[3] as PlanningRow), description: 'Event security: bag checks at both doors.', version: 2 }), true);
    fireEvent.click(screen.getAllByTestId('planning-row').find((row) => row.dataset.planningId === '4') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByDisplayValue('Event security: bag checks.')).toBeInTheDocument());
    await hold.release();
    // The row is readable: it wins over the list's copy.
    await waitFor(() => expect(within(dialog).getByDisplayValue('Event security: bag checks at both doors.')).toBeInTheDocument());
  });

  it('opens a staged planning the list does not show (a link) from its record while the rows are being written', async () => {
    const view = await renderStagedWindow('/dashboard/planning?planning=10');
    const hold = holdWrite(view.db, (db) => db.plannings.get(1), false);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByText('REQ-00010').length).toBeGreaterThan(0));
    expect(rowIds()).not.toContain(10);
    await hold.release();
  });

  it('reads only the live first screenful while the window arrives, and the whole window once it is in', async () => {
    // A first sign-in: the sync is writing the window's pages when the list opens. Re-reading a
    // window of tens of thousands of plannings on each page would cost more than the sync.
    const view = await renderPlanningPage({
      user: users.planner,
      rows: DATASET,
      neverSynced: true,
      beforeRender: (db) => progress(db, { next: { step: 0, after: 3 }, windowLoaded: 3, windowTotal: 1250, loaded: 3, total: null }),
    });
    expect(await screen.findByText('Loading plannings: 3 of 1,250')).toBeInTheDocument();
    await waitFor(() => expect(rowIds().length).toBeGreaterThan(0));
    // The counts come from the whole window: not known while only the first screenful is read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('status-filter-all')).not.toHaveAttribute('data-count');
    await progress(view.db, { next: { step: 1, after: 0 }, windowLoaded: 1250, windowTotal: 1250, loaded: 1250, total: 5000 });
    await waitFor(() => expect(screen.getByTestId('status-filter-all')).toHaveAttribute('data-count', String(IN_DEFAULT_WINDOW.length)));
    expect(rowIds()).toEqual(IN_DEFAULT_WINDOW);
  });

  it('shows the first screenful as soon as the first pages land, in the complete list\'s order, when the list opened on an empty device', async () => {
    // The list opened before any page was written (a phone's page opens sooner): it must not
    // keep its skeleton until the whole window is in.
    const view = await renderPlanningPage({
      user: users.planner,
      rows: [],
      neverSynced: true,
      beforeRender: (db) => progress(db, { next: { step: 0, after: 0 }, windowLoaded: 0, windowTotal: 1250, loaded: 0, total: null }),
    });
    expect(await screen.findByText('Loading plannings: 0 of 1,250')).toBeInTheDocument();
    expect(rowIds()).toEqual([]);
    await view.db.plannings.bulkPut(DATASET);
    await progress(view.db, { next: { step: 0, after: 3 }, windowLoaded: 600, windowTotal: 1250, loaded: 600, total: null });
    // In the order of the complete list: 9, running since last night, first (the window's pages
    // bring it early), so the rows do not change order when the window is in.
    await waitFor(() => expect(rowIds()).toEqual(IN_DEFAULT_WINDOW));
    expect(await screen.findByText('Loading plannings: 600 of 1,250')).toBeInTheDocument();
    expect(screen.getByTestId('status-filter-all')).not.toHaveAttribute('data-count');
    await progress(view.db, { next: { step: 1, after: 0 }, windowLoaded: 1250, windowTotal: 1250, loaded: 1250, total: 5000 });
    await waitFor(() => expect(screen.getByTestId('status-filter-all')).toHaveAttribute('data-count', String(IN_DEFAULT_WINDOW.length)));
    expect(rowIds()).toEqual(IN_DEFAULT_WINDOW);
  });

  it('never counts a window read before the first sync began: it says loading until the window is in', async () => {
    // The list opens on a device with nothing yet, a moment before the engine records its first
    // sync. It must say the window is coming, never "No plannings" nor a count of the first page.
    const view = await renderPlanningPage({ user: users.planner, rows: [], neverSynced: true });
    expect(await screen.findByText('Loading plannings from today to one month ahead…')).toBeInTheDocument();
    expect(screen.queryByTestId('planning-empty-none')).toBeNull();
    // The first page is written before the progress says so (another tab's engine, a slow read).
    await view.db.plannings.bulkPut(DATASET.slice(0, 3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('planning-count')).not.toHaveTextContent(/plannings?$/);
    await progress(view.db, { next: { step: 0, after: 0 }, windowLoaded: 0, windowTotal: 1250, loaded: 0, total: null });
    expect(await screen.findByText('Loading plannings: 0 of 1,250')).toBeInTheDocument();
    await view.db.plannings.bulkPut(DATASET);
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(screen.queryByTestId('planning-count')?.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await progress(view.db, { next: { step: 1, after: 0 }, windowLoaded: 1250, windowTotal: 1250, loaded: 1250, total: 5000 });
      await waitFor(() => expect(screen.getByTestId('planning-count')).toHaveTextContent(`${IN_DEFAULT_WINDOW.length} plannings`));
    } finally {
      observer.disconnect();
    }
    expect(said.filter((text) => /^0 plannings/.test(text))).toEqual([]);
    expect(rowIds()).toEqual(IN_DEFAULT_WINDOW);
  });

  it('offline, names the part of the range before the horizon that this device does not hold', async () => {
    const view = await renderPlanningPage({ user: users.planner, rows: DATASET, online: false });
    await progress(view.db, { next: null, windowLoaded: 1, windowTotal: 1, loaded: 1, total: 1, horizonStart: wireDaysAgo(90) });
    await view.db.sync_state.put({ key: 'cursor', value: 40 });
    await waitFor(() => expect(rowIds()).toEqual(IN_DEFAULT_WINDOW));
    // The default month lies after the horizon: nothing is missing.
    expect(screen.queryByTestId('planning-horizon-offline')).toBeNull();
    await view.user.selectOptions(screen.getByLabelText('Date range'), 'all');
    const note = await screen.findByTestId('planning-horizon-offline');
    const date = new Date(Date.now() - 90 * 86_400_000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    expect(note).toHaveTextContent(`Offline: plannings before ${date} are not on this device. They load when you are back online.`);
    await view.user.selectOptions(screen.getByLabelText('Date range'), 'month');
    await waitFor(() => expect(screen.queryByTestId('planning-horizon-offline')).toBeNull());
    expect(view.requests).toEqual([]);
  });
});

describe('a planning opened before the first sync has brought its shifts and history', { timeout: 60_000 }, () => {
  it('loads them on their own, unmarked, and asks nothing once their step is past', async () => {
    const asked: HttpRequest[] = [];
    const four = DATASET[3] as PlanningRow;
    const http: HttpClient = {
      request: (request) => {
        asked.push(request);
        const planning = Number(request.params?.planning);
        return Promise.resolve({
          changes: [
            { entity: 'plannings', op: 'upsert', id: planning, data: { ...four, id: planning, description: 'Not to be written: the device holds it.' } },
            { entity: 'shifts', op: 'upsert', id: 40 + planning, data: shift(40 + planning, planning, { start: four.start, end: four.end }) },
            { entity: 'planning_history', op: 'upsert', id: 60 + planning, data: entry(60 + planning, { planning_id: planning, shift_id: 40 + planning, created_at: four.start }) },
          ],
        });
      },
    };
    const window = defaultBootstrapWindow(Date.now());
    const at = (next: { step: number; after: number }) => ({ key: 'bootstrap', value: { window, head: 40, horizonStart: wireDaysAgo(90), next, windowLoaded: 9, windowTotal: 9, loaded: 9, total: 50 } });
    const view = await renderPlanningPage({
      user: users.planner,
      rows: DATASET,
      neverSynced: true,
      engine: (db) => ({ loadPlanningRows: (planningId) => loadPlanningRows({ db, http, logger: silentLogger, now: Date.now }, planningId) }),
      // The window's plannings are in; their shifts are the step being brought.
      beforeRender: (db) => db.meta.put(at({ step: WINDOW_STEP + 1, after: 0 })),
    });
    await waitFor(() => expect(rowIds()).toEqual(IN_DEFAULT_WINDOW));
    fireEvent.click(screen.getAllByTestId('planning-row').find((row) => row.dataset.planningId === '4') as HTMLElement);
    const details = await screen.findByTestId('planning-details');
    await waitFor(() => expect(within(details).getAllByTestId('shift-row').map((el) => el.dataset.shiftId)).toEqual(['44']));
    await waitFor(() => expect(within(details).getAllByTestId('history-entry').map((el) => el.dataset.historyId)).toEqual(['64']));
    await waitFor(() => expect(within(details).queryByTestId('planning-rows-on-demand')).toBeNull());
    expect(asked.map((r) => [r.url, r.params])).toEqual([[PLANNING_ROWS_PATH, { planning: 4 }]]);
    // The children are the device's own (never released); the planning row is the device's.
    expect(await view.db.loaded_on_demand.count()).toBe(0);
    expect((await view.db.plannings.get(4))?.description).toBe(four.description);
    await act(() => view.router.navigate('/dashboard/planning'));
    await waitFor(() => expect(screen.queryByTestId('planning-details')).toBeNull());

    // The window's children are in (the horizon's plannings are coming): a window planning asks
    // nothing; one of the horizon's still does.
    await view.db.meta.put(at({ step: HORIZON_PLANNINGS_STEP, after: 0 }));
    await act(() => view.router.navigate('/dashboard/planning?planning=3'));
    expect(await screen.findByTestId('planning-details')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('planning-rows-on-demand')).toBeNull();
    await act(() => view.router.navigate('/dashboard/planning?planning=11'));
    await waitFor(() => expect(asked.map((r) => r.params)).toEqual([{ planning: 4 }, { planning: 11 }]));
  });

  it('never says "No shifts yet." or "No history yet." while they are still on their way, and says so once the server has none', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const http: HttpClient = { request: () => new Promise((resolve) => (answer = resolve)) };
    const window = defaultBootstrapWindow(Date.now());
    await renderPlanningPage({
      user: users.planner,
      rows: DATASET,
      neverSynced: true,
      engine: (db) => ({ loadPlanningRows: (planningId) => loadPlanningRows({ db, http, logger: silentLogger, now: Date.now }, planningId) }),
      beforeRender: (db) => db.meta.put({ key: 'bootstrap', value: { window, head: 40, horizonStart: wireDaysAgo(90), next: { step: WINDOW_STEP + 1, after: 0 }, windowLoaded: 9, windowTotal: 9, loaded: 9, total: 50 } }),
    });
    await waitFor(() => expect(rowIds()).toEqual(IN_DEFAULT_WINDOW));
    fireEvent.click(screen.getAllByTestId('planning-row').find((row) => row.dataset.planningId === '4') as HTMLElement);
    const details = await screen.findByTestId('planning-details');
    await within(details).findByTestId('planning-rows-on-demand');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(details).queryByText('No shifts yet.')).toBeNull();
    expect(within(details).queryByText('No history yet.')).toBeNull();
    act(() => answer({ changes: [] }));
    await waitFor(() => expect(within(details).queryByTestId('planning-rows-on-demand')).toBeNull());
    expect(within(details).getByText('No shifts yet.')).toBeInTheDocument();
    expect(within(details).getByText('No history yet.')).toBeInTheDocument();
  });
});

describe('plannings before the sync horizon, online', { timeout: 60_000 }, () => {
  it('loads them page by page from the list endpoint, marks them, keeps them fresh through the feed, and lets them go with the dates', async () => {
    const horizonStart = wireDaysAgo(90);
    const asked: HttpRequest[] = [];
    const old901 = makePlanning(901, { start: fromToday(-120, 8), end: fromToday(-120, 18) });
    // 903 began before the horizon but ends after it: the sync brought it, the list endpoint
    // answers it too (it overlaps the range), and it must not be marked nor released.
    const across = makePlanning(903, { start: fromToday(-95, 8), end: fromToday(-80, 18) });
    const pages = [[old901, across], [makePlanning(902, { start: fromToday(-200, 8), end: fromToday(-200, 18) })]];
    const childRows = [
      { entity: 'plannings', op: 'upsert', id: 901, data: old901 },
      { entity: 'shifts', op: 'upsert', id: 951, data: shift(951, 901, { start: fromToday(-120, 8), end: fromToday(-120, 18) }) },
      { entity: 'planning_history', op: 'upsert', id: 961, data: entry(961, { planning_id: 901, shift_id: 951, created_at: fromToday(-120, 9) }) },
    ];
    const http: HttpClient = {
      request: (request) => {
        asked.push(request);
        if (request.url === PLANNING_ROWS_PATH) return Promise.resolve({ changes: request.params?.planning === 901 ? childRows : [] });
        const page = Number(request.params?.['page[number]']);
        return Promise.resolve({ data: pages[page - 1] ?? [], next_page_url: page < pages.length ? `/api/planning?page[number]=${page + 1}` : null });
      },
    };
    const view = await renderPlanningPage({
      user: users.planner,
      rows: DATASET,
      engine: (db) => ({
        loadPlanningsBeforeHorizon: (range, page) => loadPlanningsBeforeHorizon({ db, http, logger: silentLogger, now: Date.now }, range, page),
        loadPlanningRows: (planningId) => loadPlanningRows({ db, http, logger: silentLogger, now: Date.now }, planningId),
        releaseLoadedOnDemand: () => releaseLoadedOnDemand(db),
      }),
    });
    await writableDb(view.db).plannings.put(across);
    await progress(view.db, { next: null, windowLoaded: 1, windowTotal: 1, loaded: 1, total: 1, horizonStart });
    await view.db.sync_state.put({ key: 'cursor', value: 40 });
    await waitFor(() => expect(rowIds()).toEqual(IN_DEFAULT_WINDOW));
    expect(asked).toEqual([]);
    await view.user.selectOptions(screen.getByLabelText('Date range'), 'all');
    // The first page: the planning nearest the horizon, with its mark.
    await waitFor(() => expect(rowIds()).toContain(901));
    expect(asked[0]?.params).toMatchObject({ end: horizonStart, sort: '-start', 'page[number]': 1 });
    expect(asked[0]?.params).not.toHaveProperty('start');
    const marked = () => screen.queryAllByTestId('planning-row-remote').map((badge) => Number(badge.closest('[data-planning-id]')?.getAttribute('data-planning-id')));
    await waitFor(() => expect(marked()).toEqual([901]));
    // Opened in Planning Details, it comes again with its shifts and history, marked like it.
    await view.user.click(screen.getAllByTestId('planning-row').find((el) => el.dataset.planningId === '901')!);
    // Planning Details is a lazy chunk: its first import is slow on a loaded machine.
    const details = await screen.findByTestId('planning-details', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(details).getAllByTestId('shift-row').map((el) => el.dataset.shiftId)).toEqual(['951']));
    await waitFor(() => expect(within(details).getAllByTestId('history-entry').map((el) => el.dataset.historyId)).toEqual(['961']));
    await waitFor(() => expect(within(details).queryByTestId('planning-rows-on-demand')).toBeNull());
    expect(asked.filter((r) => r.url === PLANNING_ROWS_PATH).map((r) => r.params)).toEqual([{ planning: 901 }]);
    // A planning the device holds whole asks nothing when opened (901's modal closed first: on a
    // loaded machine the modal swapped in while the last one was still leaving closed at once).
    await act(() => view.router.navigate('/dashboard/planning'));
    await waitFor(() => expect(screen.queryByTestId('planning-details')).toBeNull());
    await act(() => view.router.navigate('/dashboard/planning?planning=903'));
    expect(await screen.findByTestId('planning-details', {}, { timeout: 15_000 })).toBeInTheDocument();
    await act(() => view.router.navigate('/dashboard/planning'));
    await waitFor(() => expect(screen.queryByTestId('planning-details')).toBeNull());
    expect(asked.filter((r) => r.url === PLANNING_ROWS_PATH)).toHaveLength(1);
    // Scrolling to the list's edge brings the next page; the last page ends the paging.
    fireEvent.scroll(screen.getByTestId('planning-list'));
    await waitFor(() => expect(rowIds()).toContain(902));
    expect(asked.filter((r) => r.url !== PLANNING_ROWS_PATH).map((r) => r.params?.['page[number]'])).toEqual([1, 2]);
    fireEvent.scroll(screen.getByTestId('planning-list'));
    // A change the feed brings reaches the row like any other.
    await applyFeedPage(writableDb(view.db), { changes: [{ entity: 'plannings', op: 'upsert', id: 901, data: { ...makePlanning(901, { start: fromToday(-120, 8), end: fromToday(-120, 18) }), status: 'finished' } }], cursor: 41 }, silentLogger);
    await waitFor(() => expect(within(screen.getByTestId('planning-list')).getAllByText('Finished').length).toBeGreaterThan(0));
    expect(asked).toHaveLength(3);
    // Back to the month: the device returns to its horizon, children included; the planning
    // that ends after the horizon is the device's own and stays.
    await view.user.selectOptions(screen.getByLabelText('Date range'), 'month');
    await waitFor(async () => expect(await view.db.plannings.get(901)).toBeUndefined());
    expect(await view.db.plannings.get(902)).toBeUndefined();
    expect(await view.db.shifts.get(951)).toBeUndefined();
    expect(await view.db.planning_history.get(961)).toBeUndefined();
    expect(await view.db.plannings.get(903)).toBeDefined();
    expect(await writableDb(view.db).loaded_on_demand.count()).toBe(0);
    expect(view.requests).toEqual([]);
  });
});
