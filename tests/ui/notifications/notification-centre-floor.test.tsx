/**
 * The notification centre keeps what it shows while it is open: a notification arriving goes on
 * top and the oldest one shown stays (it is not pushed behind "More"); "More" adds a page below;
 * closed and opened again, it shows the newest page. Empty during the first sync, it says it is
 * loading, not that there are none.
 */
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGE_SIZE, type Local, type NotificationRow, type VigilDb } from '../../../src-sync/index.js';
import { NotificationBell } from '../../../src/features/notifications/index.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const notice = (id: number): Local<NotificationRow> => ({
  id, message: `Notice ${id}`, request_id: null, identifier: null, username: null, created_at: '2026-05-31 06:00:00', read_at: '2026-05-31 07:00:00', kind: null, planning_id: null, params: null,
});

/** The ids of the items shown, top to bottom. */
const shownIds = () => screen.queryAllByTestId('notification-item').map((item) => Number(item.dataset.notificationId));
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, at) => from - at);

let db: VigilDb;
beforeEach(async () => {
  db = freshDb();
  await db.notifications.bulkPut(range(45, 1).map(notice));
});
afterEach(() => db.close());

describe('the notification centre while it is open', () => {
  it('keeps the oldest notification shown when new ones arrive, pages below it, and starts from the newest when opened again', async () => {
    expect(NOTIFICATION_PAGE_SIZE).toBe(20);
    const { user } = renderWithWorkspace(db, users.admin, <MemoryRouter><NotificationBell /></MemoryRouter>);
    const bell = await screen.findByTestId('notification-bell');
    await user.click(bell);
    await waitFor(() => expect(shownIds()).toEqual(range(45, 26)));

    await db.notifications.bulkPut([notice(46), notice(47)]);
    await waitFor(() => expect(shownIds()).toEqual(range(47, 26)));

    await user.click(screen.getByTestId('notification-more'));
    await waitFor(() => expect(shownIds()).toEqual(range(47, 6)));
    await db.notifications.put(notice(48));
    await waitFor(() => expect(shownIds()).toEqual(range(48, 6)));
    await user.click(screen.getByTestId('notification-more'));
    await waitFor(() => expect(shownIds()).toEqual(range(48, 1)));
    expect(screen.queryByTestId('notification-more')).toBeNull();

    await user.click(bell);
    await waitFor(() => expect(screen.queryByTestId('notification-centre')).toBeNull());
    await user.click(bell);
    await waitFor(() => expect(shownIds()).toEqual(range(48, 29)));
  });

  it('with less than a page, shows each one arriving above all it showed', async () => {
    await db.notifications.clear();
    await db.notifications.bulkPut(range(19, 1).map(notice));
    const { user } = renderWithWorkspace(db, users.admin, <MemoryRouter><NotificationBell /></MemoryRouter>);
    await user.click(await screen.findByTestId('notification-bell'));
    await waitFor(() => expect(shownIds()).toEqual(range(19, 1)));
    await db.notifications.bulkPut([notice(20), notice(21)]);
    await waitFor(() => expect(shownIds()).toEqual(range(21, 1)));
    expect(screen.queryByTestId('notification-more')).toBeNull();
  });

  it('says it is loading while the first sync is on its way, and "No notifications yet" once it is done', async () => {
    const empty = freshDb();
    try {
      const { user } = renderWithWorkspace(empty, users.admin, <MemoryRouter><NotificationBell /></MemoryRouter>, true);
      await user.click(await screen.findByTestId('notification-bell'));
      expect(await screen.findByTestId('notification-loading')).toHaveTextContent('Loading notifications…');
      expect(screen.queryByText('No notifications yet')).toBeNull();
      await empty.sync_state.put({ key: 'last_sync_at', value: Date.now() });
      expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
      expect(screen.queryByTestId('notification-loading')).toBeNull();
    } finally {
      empty.close();
    }
  });
});
