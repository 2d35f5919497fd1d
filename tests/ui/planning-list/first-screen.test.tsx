/**
 * The start-up paint of the planning list (src/app/first-paint): on the list's path, with a
 * stored account and a local database, the first screenful of the default window is painted as
 * plain, inert rows before the app starts; the app's list takes its place as soon as it has drawn
 * its own rows, or says why it has none.
 */
import { layOutElementsAsAScreen } from './jsdom-layout.js';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWN_ACCOUNT_KEY, VigilDb, dbNameForUser } from '../../../src-sync/index.js';
import { beginFirstRead } from '../../../src/app/first-paint/begin-first-read.js';
import { paintFirstScreen as paintFrom } from '../../../src/app/first-paint/paint-first-screen.js';
import type { Language } from '../../../src/i18n/languages.js';
import { dismissFirstScreen, holdFirstScreen, isFirstScreenShown } from '../../../src/shared/first-screen/first-screen-handle.js';
import { users } from '../helpers/users.js';
import { DATASET, IN_DEFAULT_WINDOW } from './list-dataset.js';
import { renderPlanningPage } from './render-planning-page.js';

layOutElementsAsAScreen();

const planner = users.planner;

/** What the page's entry and start-up chunk do: begin the read on the list's path, then paint. */
async function paintFirstScreen(language: Language, wanted: () => boolean): Promise<boolean> {
  const opened = beginFirstRead();
  return opened ? paintFrom(opened, language, wanted) : false;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard/planning');
  localStorage.setItem(OWN_ACCOUNT_KEY, JSON.stringify(planner));
});
afterEach(async () => {
  dismissFirstScreen();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  await new VigilDb(dbNameForUser(planner.id)).delete();
});

async function seedOwnDatabase(): Promise<void> {
  const db = new VigilDb(dbNameForUser(planner.id));
  await db.plannings.bulkPut(DATASET);
  db.close();
}

describe('start-up paint of the planning list', () => {
  it("paints the default window's first plannings from IndexedDB, earliest first, as inert rows", async () => {
    await seedOwnDatabase();
    await paintFirstScreen('en', () => true);
    const rows = screen.getAllByTestId('first-screen-row');
    // The window's plannings that start in it (the running one that began earlier, 9, joins
    // when the app reads the whole window).
    expect(rows.map((row) => Number(row.dataset.planningId))).toEqual(IN_DEFAULT_WINDOW.filter((id) => id !== 9));
    expect(within(rows[0]!).getByText(/^REQ-/)).toBeInTheDocument();
    // The shell as the app draws it for this user: name, role, and the role's menu.
    const shell = screen.getByTestId('first-screen');
    expect(within(shell).getByText(`${planner.first_name} ${planner.last_name}`)).toBeInTheDocument();
    expect(within(shell).getByText('Planner')).toBeInTheDocument();
    expect(within(shell).getByRole('navigation', { hidden: true }).textContent).toBe('MenuRequestsPlanningAgents');
    // Not the list yet: nothing to click, focus or find as a list row.
    expect(screen.queryAllByTestId('planning-row')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(isFirstScreenShown()).toBe(true);
    dismissFirstScreen();
    expect(screen.queryByTestId('first-screen')).toBeNull();
  });

  it('paints nothing on another path, without a stored account, or with no local database', async () => {
    await seedOwnDatabase();
    window.history.replaceState(null, '', '/dashboard/agents');
    await paintFirstScreen('en', () => true);
    window.history.replaceState(null, '', '/dashboard/planning');
    localStorage.clear();
    await paintFirstScreen('en', () => true);
    localStorage.setItem(OWN_ACCOUNT_KEY, JSON.stringify({ ...planner, id: 987654 }));
    await paintFirstScreen('en', () => true);
    expect(screen.queryByTestId('first-screen')).toBeNull();
    expect(isFirstScreenShown()).toBe(false);
  });

  it('paints nothing once the app has started without waiting for it (a slow database)', async () => {
    await seedOwnDatabase();
    await paintFirstScreen('en', () => false);
    expect(screen.queryByTestId('first-screen')).toBeNull();
    expect(isFirstScreenShown()).toBe(false);
  });

  it('gives way to the list once the list has drawn its rows', async () => {
    const remove = vi.fn<() => void>();
    holdFirstScreen(remove);
    await renderPlanningPage({ user: planner, rows: DATASET });
    await waitFor(() => expect(screen.getAllByTestId('planning-row').length).toBeGreaterThan(0));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("draws each row exactly as the list's own row (one markup, built the same way)", async () => {
    await seedOwnDatabase();
    await paintFirstScreen('en', () => true);
    const painted = new Map(screen.getAllByTestId('first-screen-row').map((row) => [row.dataset.planningId, row]));
    expect(painted.size).toBeGreaterThan(0);
    await renderPlanningPage({ user: planner, rows: DATASET });
    const listed = await waitFor(() => {
      const rows = screen.getAllByTestId('planning-row');
      expect(rows.length).toBeGreaterThan(0);
      return rows;
    });
    let compared = 0;
    for (const row of listed) {
      const copy = painted.get(row.dataset.planningId);
      if (!copy) continue;
      expect(copy.dataset.row).toBe(row.dataset.row);
      expect(copy.innerHTML).toBe(row.innerHTML);
      compared += 1;
    }
    expect(compared).toBe(painted.size);
  });

  it('gives way to the list when there is nothing to list', async () => {
    const remove = vi.fn<() => void>();
    holdFirstScreen(remove);
    await renderPlanningPage({ user: planner, rows: [], lastSyncAt: Date.now() });
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });
});
