/**
 * The planning list (issue 4 item 1): default window, every filter, search, sort, live counts per
 * status, the empty / first-sync / offline states, and opening a planning (?planning=ID).
 */
import { layOutElementsAsAScreen } from './jsdom-layout.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { users } from '../helpers/users.js';
import { DATASET, IN_DEFAULT_WINDOW } from './list-dataset.js';
import { makePlanning, fromToday } from './planning-fixtures.js';
import { renderPlanningPage } from './render-planning-page.js';
import { outboxRow } from '../local-first/harness.js';

layOutElementsAsAScreen();

const planner = users.planner;
const rowIds = () => screen.queryAllByTestId('planning-row').map((row) => Number(row.dataset.planningId));
const statusButton = (status: string) => screen.getByTestId(`status-filter-${status}`);
const countOf = (status: string) => Number(statusButton(status).dataset.count);

async function listed(ids: number[]) {
  await waitFor(() => expect(rowIds()).toEqual(ids));
}

async function renderDataset(options: Partial<Parameters<typeof renderPlanningPage>[0]> = {}) {
  const view = await renderPlanningPage({ user: planner, rows: DATASET, ...options });
  await listed(IN_DEFAULT_WINDOW);
  return view;
}

describe('planning list', { timeout: 60_000 }, () => {
  it("shows the planner's default window, running plannings included, earliest first", async () => {
    const view = await renderDataset();
    const first = screen.getAllByTestId('planning-row')[0]!;
    expect(first).toHaveAttribute('data-planning-id', '9');
    // identifier, client -> branch, location, times in the location's zone, agents, status, contractor
    expect(within(first).getByText('REQ-00009')).toBeInTheDocument();
    // Client and branch each in its own direction (a Latin name cut in Arabic loses its end).
    expect(within(first).getByText('Harbour Mall')).toHaveAttribute('dir', 'auto');
    expect(within(first).getByText('Antwerp')).toHaveAttribute('dir', 'auto');
    expect(within(first).getAllByTitle('Harbour Mall → Antwerp').length).toBeGreaterThan(0);
    expect(within(first).getByText('North Gate')).toBeInTheDocument();
    expect(within(first).getByText('Started')).toBeInTheDocument();
    expect(within(first).getByText('Argus Bewaking NV')).toBeInTheDocument();
    expect(within(first).getByText('Accepted')).toBeInTheDocument();
    expect(first.textContent).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} – \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    // The count follows the rows one frame later (planning-heading.tsx).
    await waitFor(() => expect(screen.getByTestId('planning-count')).toHaveTextContent('9 plannings'));
    expect(view.requests).toEqual([]);
  });

  it('paints the first screenful in its first render when the start-up prefetch has read it', async () => {
    await renderPlanningPage({ user: planner, rows: DATASET, prefetched: true });
    // Straight after the first render, before any IndexedDB read of the list itself could finish.
    const first = rowIds();
    expect(first.length).toBeGreaterThan(0);
    expect(IN_DEFAULT_WINDOW).toEqual(expect.arrayContaining(first));
    await listed(IN_DEFAULT_WINDOW);
  });

  it('without the prefetch, the first render has no rows yet (they follow from the list read)', async () => {
    await renderPlanningPage({ user: planner, rows: DATASET });
    expect(rowIds()).toEqual([]);
    await listed(IN_DEFAULT_WINDOW);
  });

  it('counts plannings per status from the local database and filters by status', async () => {
    const view = await renderDataset();
    await waitFor(() => expect(countOf('pending')).toBe(2));
    expect(countOf('confirmed')).toBe(2);
    expect(countOf('started')).toBe(1);
    expect(countOf('archived')).toBe(1);
    expect(countOf('ended')).toBe(0);
    expect(statusButton('all')).toHaveTextContent('9');

    await view.user.click(statusButton('pending'));
    await listed([2, 3]);
    expect(statusButton('pending')).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(statusButton('cancelled'));
    await listed([2, 3, 5]);
    // Counts describe the other filters' result, so they stay put while statuses are toggled.
    expect(countOf('confirmed')).toBe(2);
    await view.user.click(statusButton('all'));
    await listed(IN_DEFAULT_WINDOW);
  });

  it('keeps the counts live when the local database changes', async () => {
    const view = await renderDataset();
    await waitFor(() => expect(countOf('pending')).toBe(2));
    await act(() => view.db.plannings.put(makePlanning(20, { start: fromToday(4, 9), end: fromToday(4, 17), status: 'pending' })));
    await waitFor(() => expect(countOf('pending')).toBe(3));
    expect(rowIds()).toContain(20);
    await act(() => view.db.plannings.delete(2));
    await waitFor(() => expect(countOf('pending')).toBe(2));
    expect(rowIds()).not.toContain(2);
  });

  it('searches identifier, client, branch, location, address, contractor, description and PO number', async () => {
    const view = await renderDataset();
    const search = screen.getByLabelText('Search plannings');
    // Pasted (one input event) to keep the test quick; typing key by key is the 'liege' case.
    const expectSearch = async (text: string, ids: number[]) => {
      await view.user.clear(search);
      if (text) {
        search.focus();
        await view.user.paste(text);
      }
      await listed(ids);
    };
    await expectSearch('REQ-00004', [4]);
    await view.user.clear(search);
    await view.user.type(search, 'liege');
    await listed([4, 5]);
    await expectSearch('LIÈGE', [4, 5]); // case and accent-insensitive both ways
    await expectSearch('gent', [3, 7]);
    await expectSearch('sauveniere', [4, 5]);
    await expectSearch('nightwatch', [3]);
    await expectSearch('reception', [2]);
    await expectSearch('po-7781', [3]);
    await expectSearch('dock antwerp', [2]); // every term must match
    await expectSearch('', IN_DEFAULT_WINDOW);
  });

  it('filters by client and branch, location and subcontractor', async () => {
    const view = await renderDataset();
    // jsdom renders the narrow layout, where these choices fold behind the Filters button.
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await view.user.selectOptions(screen.getByLabelText('Client'), 'Harbour Mall');
    await listed([9, 1, 2, 3, 6, 7, 8]);
    await view.user.selectOptions(screen.getByLabelText('Branch'), 'Gent');
    await listed([3, 7]);
    // The branch choice only offers the chosen client's branches.
    expect(within(screen.getByLabelText('Branch')).queryByText('Centre')).toBeNull();
    await view.user.selectOptions(screen.getByLabelText('Client'), '');
    await view.user.selectOptions(screen.getByLabelText('Location'), 'Hall 2');
    await listed([4, 5]);
    await view.user.selectOptions(screen.getByLabelText('Location'), '');
    await view.user.selectOptions(screen.getByLabelText('Subcontractor'), 'Argus Bewaking NV');
    await listed([9, 1, 5, 7, 8]);
    await view.user.selectOptions(screen.getByLabelText('Subcontractor'), 'Not forwarded');
    await listed([2, 4, 6]);
    // The folded button says how many folded choices are applied.
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('Filters1');
  });

  it('tells apart locations of the same name by their client, and filters by the one chosen', async () => {
    const accueil = (id: number, clientId: number, client: string, locationId: number, address: string) =>
      makePlanning(id, { client_id: clientId, client: { name: client }, branch_id: null, branch: null, location_id: locationId, location: { name: 'Accueil', address, number: null, timezone: 'Europe/Brussels' } });
    const rows = [accueil(1, 1, 'Harbour Mall', 601, 'Kaai 12'), accueil(2, 2, 'Liège Expo', 602, 'Rue 1'), makePlanning(3)];
    const view = await renderPlanningPage({ user: planner, rows });
    await listed([1, 2, 3]);
    await view.user.click(screen.getByRole('button', { name: 'Filters' }));
    const location = screen.getByLabelText('Location');
    await waitFor(() => expect(within(location).getAllByRole('option').map((option) => option.textContent)).toEqual(['All locations', 'Accueil · Harbour Mall', 'Accueil · Liège Expo', 'North Gate']));
    await view.user.selectOptions(location, 'Accueil · Liège Expo');
    await listed([2]);
  });

  it('sorts by start (both ways), status and client', async () => {
    const view = await renderDataset();
    const sort = screen.getByLabelText('Sort plannings');
    await view.user.selectOptions(sort, 'start-desc');
    await listed([8, 7, 6, 5, 4, 3, 2, 1, 9]);
    await view.user.selectOptions(sort, 'status');
    // pending, confirmed, started, ended, finished, rejected, cancelled, archived; by start within
    await listed([2, 3, 1, 4, 9, 7, 6, 5, 8]);
    await view.user.selectOptions(sort, 'client');
    await listed([9, 1, 2, 6, 8, 3, 7, 4, 5]);
  });

  it('widens the window: next 3 months, all dates, custom DD/MM/YYYY days', async () => {
    const view = await renderDataset();
    const range = screen.getByLabelText('Date range');
    await view.user.selectOptions(range, 'quarter');
    await listed([...IN_DEFAULT_WINDOW, 10]);
    await view.user.selectOptions(range, 'all');
    await listed([11, ...IN_DEFAULT_WINDOW, 10]);
    await view.user.selectOptions(range, 'custom');
    const from = screen.getByLabelText('From date (DD/MM/YYYY)');
    const to = screen.getByLabelText('To date (DD/MM/YYYY)');
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    };
    await view.user.clear(from);
    await view.user.type(from, day(2));
    await view.user.clear(to);
    await view.user.type(to, day(5));
    await listed([3, 4, 5]);
    // A To before From is refused and says so, the last valid window stays.
    await view.user.clear(to);
    await view.user.type(to, day(1));
    expect(await screen.findByText('before the start date')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    // The message is the field's error message (aria-errormessage), not text beside it.
    const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent;
    await waitFor(() => expect(messageOf(to)).toBe('before the start date'));
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(rowIds()).toEqual([3, 4, 5]);
    // Half typed: the format is what is asked for.
    await view.user.clear(from);
    await view.user.type(from, '03/1');
    await waitFor(() => expect(messageOf(from)).toBe('DD/MM/YYYY'));
    expect(rowIds()).toEqual([3, 4, 5]);
  });

  it('says when nothing matches and resets the filters', async () => {
    const view = await renderDataset();
    await view.user.type(screen.getByLabelText('Search plannings'), 'no such planning');
    expect(await screen.findByText('No plannings match these filters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('planning-count')).toHaveTextContent('0 plannings'));
    await view.user.click(within(screen.getByTestId('planning-empty-filtered')).getByRole('button', { name: 'Reset filters' }));
    await listed(IN_DEFAULT_WINDOW);
    expect(screen.getByLabelText('Search plannings')).toHaveValue('');
  });

  it('clears the search with Escape or the clear button, the list following', async () => {
    const view = await renderDataset();
    const search = screen.getByLabelText('Search plannings');
    const clear = screen.getByLabelText('Clear search');
    expect(clear).toHaveAttribute('aria-hidden', 'true');
    await view.user.type(search, 'no such planning');
    expect(await screen.findByText('No plannings match these filters')).toBeInTheDocument();
    expect(clear).not.toHaveAttribute('aria-hidden');
    await view.user.keyboard('{Escape}');
    await listed(IN_DEFAULT_WINDOW);
    expect(search).toHaveValue('');
    expect(clear).toHaveAttribute('aria-hidden', 'true');
    await view.user.type(search, 'no such');
    expect(await screen.findByText('No plannings match these filters')).toBeInTheDocument();
    await view.user.click(clear);
    await listed(IN_DEFAULT_WINDOW);
    expect(search).toHaveValue('');
    // Typing goes on where the cleared search left off.
    expect(search).toHaveFocus();
  });

  it('says the default month is empty, without a reset that would change nothing, and offers all dates', async () => {
    const outside = DATASET.filter((row) => row.id === 10 || row.id === 11);
    const view = await renderPlanningPage({ user: planner, rows: outside });
    const empty = await screen.findByTestId('planning-empty-filtered');
    expect(empty).toHaveTextContent('No plannings from today to one month ahead');
    expect(within(empty).queryByRole('button', { name: 'Reset filters' })).toBeNull();
    await view.user.click(within(empty).getByRole('button', { name: 'Show all dates' }));
    await listed([11, 10]);
  });

  it('says why the first sync failed and offers to try again; the rows follow once it works', async () => {
    const view = await renderPlanningPage({ user: planner, rows: [], pulling: false, lastSyncAt: null, pullError: 'The server is not reachable.' });
    const failed = await screen.findByTestId('planning-first-sync-failed');
    expect(failed).toHaveTextContent('Loading plannings from the server failed');
    expect(failed).toHaveTextContent('The server is not reachable.');
    expect(screen.queryByText('Loading plannings from the server…')).toBeNull();
    await view.user.click(within(failed).getByRole('button', { name: 'Try again now' }));
    expect(view.pull).toHaveBeenCalledTimes(1);
    // While a retry runs the failure stays on screen (no flicker back to the loading state).
    act(() => view.subjects.pulling.next(true));
    expect(screen.getByTestId('planning-first-sync-failed')).toHaveTextContent('Trying again…');
    act(() => view.subjects.pullError.next(null));
    expect(await screen.findByText('Loading plannings from the server…')).toBeInTheDocument();
    await act(() => view.db.plannings.bulkPut(DATASET));
    await listed(IN_DEFAULT_WINDOW);
  });

  it('marks a planning whose own change is queued, and one the server refused, in words on its row', async () => {
    const view = await renderDataset();
    const mark = (id: number) => screen.queryAllByTestId('planning-row').find((row) => row.dataset.planningId === String(id))?.querySelector('[data-testid="planning-row-write"]');
    expect(screen.queryAllByTestId('planning-row-write')).toHaveLength(0);
    await act(() =>
      view.db.outbox.bulkAdd([
        outboxRow({ record_key: 'plannings:3', keys: ['plannings:3'], target_id: 3, op: 'delete-plannings', state: 'failed', last_error: 'Only an admin may delete plannings.' }),
        outboxRow({ record_key: 'plannings:4', keys: ['plannings:4'], target_id: 4, state: 'waiting' }),
        // A shift's write shows in the details, not on the planning's row.
        outboxRow({ record_key: 'shifts:70', keys: ['shifts:70', 'plannings:5'], entity: 'shifts', target_id: 70 }),
      ]),
    );
    await waitFor(() => expect(mark(3)).toHaveTextContent('Change refused'));
    expect(mark(4)).toHaveTextContent('Queued');
    expect(mark(5)).toBeNull();
    await act(() => view.db.outbox.clear());
    await waitFor(() => expect(screen.queryAllByTestId('planning-row-write')).toHaveLength(0));
  });

  it("says 'No plannings yet' when the device holds none and no sync is running", async () => {
    await renderPlanningPage({ user: planner, rows: [], pulling: false, lastSyncAt: Date.now() });
    expect(await screen.findByText('No plannings yet')).toBeInTheDocument();
    expect(screen.queryByText('No plannings match these filters')).toBeNull();
  });

  it('shows the first sync with a skeleton, then the rows as they arrive', async () => {
    const view = await renderPlanningPage({ user: planner, rows: [], pulling: true, lastSyncAt: null });
    expect(await screen.findByText('Loading plannings from the server…')).toBeInTheDocument();
    await act(() => view.db.plannings.bulkPut(DATASET));
    await listed(IN_DEFAULT_WINDOW);
    act(() => {
      view.subjects.pulling.next(false);
      view.subjects.lastSyncAt.next(Date.now());
    });
    expect(screen.queryByText('Loading plannings from the server…')).toBeNull();
  });

  it('notes when offline and still lists the plannings saved on this device', async () => {
    const view = await renderDataset({ online: false });
    expect(screen.getByText('Offline — showing plannings saved on this device')).toBeInTheDocument();
    act(() => view.subjects.online.next(true));
    await waitFor(() => expect(screen.queryByText('Offline — showing plannings saved on this device')).toBeNull());
  });

  it('opens the Planning Details modal on row click, with the planning in the URL', async () => {
    const view = await renderDataset();
    const row = screen.getAllByTestId('planning-row').find((el) => el.dataset.planningId === '4')!;
    await view.user.click(row);
    await waitFor(() => expect(view.router.state.location.search).toBe('?planning=4'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // Back closes it (the list pushed the entry).
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.router.state.location.search).toBe('');
  });

  it('reopens the planning named in the URL after a reload, and keyboard opens a row', async () => {
    const view = await renderDataset({ path: '/dashboard/planning?planning=3' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByTestId('planning-row').find((el) => el.dataset.planningId === '3')).toHaveAttribute('aria-current', 'true');
    await act(() => view.router.navigate('/dashboard/planning'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getAllByTestId('planning-row').find((el) => el.dataset.planningId === '6')!.focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.search).toBe('?planning=6'));
  });
});
