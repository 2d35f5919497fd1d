/** A notification arriving while the page is open announces itself with a toast, except while the
 * notification list is open: the list shows it on top, marked new and read (the toast hid the
 * list's right half). */
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Local, NotificationRow, VigilDb } from '../../../src-sync/index.js';
import { NotificationAlerts, NotificationBell } from '../../../src/features/notifications/index.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const notice = (id: number): Local<NotificationRow> => ({
  id, message: `Notice ${id}`, request_id: null, identifier: null, username: null, created_at: '2026-05-31 06:00:00', read_at: null, kind: null, planning_id: null, params: null,
});

const TOAST_TITLE = '[data-part="title"], [data-part="title"] *';

let db: VigilDb;
beforeEach(async () => {
  db = freshDb();
  await db.sync_state.put({ key: 'last_sync_at', value: Date.now() });
  await db.notifications.put({ ...notice(1), read_at: '2026-05-31 07:00:00' });
});
afterEach(() => db.close());

describe('notification toasts', () => {
  it('toasts a new notification, and none while the list is open', async () => {
    const { user } = renderWithWorkspace(db, users.admin, <MemoryRouter><NotificationBell /><NotificationAlerts /></MemoryRouter>);
    const bell = await screen.findByTestId('notification-bell');
    const toast = (id: number) => screen.queryByText(`Notice ${id}`, { selector: TOAST_TITLE });
    // What arrives before the page's first completed sync is known is the baseline, not news:
    // notices arrive until one is toasted.
    let id = 1;
    await waitFor(
      async () => {
        id += 1;
        await db.notifications.put(notice(id));
        await waitFor(() => expect(toast(id)).not.toBeNull(), { timeout: 300 });
      },
      { timeout: 5_000 },
    );

    await user.click(bell);
    await screen.findAllByTestId('notification-item');
    const whileOpen = id + 1;
    await db.notifications.put(notice(whileOpen));
    await waitFor(() => expect(screen.getAllByTestId('notification-item').map((item) => item.dataset.notificationId)).toContain(String(whileOpen)));
    // In the open list it is marked new, and read: the bell does not count it under the list.
    await waitFor(() => expect(screen.getAllByTestId('notification-item').find((item) => item.dataset.notificationId === String(whileOpen))?.dataset.fresh).toBe('true'));
    await waitFor(async () => expect((await db.notifications.get(whileOpen))?.read_at).not.toBeNull());
    await waitFor(() => expect(bell).toHaveAttribute('data-unread', '0'));
    // Closed again, the next one is toasted; toasts come in order, so none came for the one before.
    await user.click(bell);
    await db.notifications.put(notice(whileOpen + 1));
    await waitFor(() => expect(toast(whileOpen + 1)).not.toBeNull());
    expect(toast(whileOpen)).toBeNull();
  });
});
