/** A notification arriving while the page is open announces itself with a toast, except while the
 * notification list is open: the list shows it on top, and the toast hid the list's right half. */
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
    // The baseline is taken once the first completed sync is known.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await db.notifications.put(notice(2));
    expect(await screen.findByText('Notice 2', { selector: '[data-part="title"], [data-part="title"] *' })).toBeInTheDocument();

    await user.click(bell);
    await screen.findAllByTestId('notification-item');
    await db.notifications.put(notice(3));
    await waitFor(() => expect(screen.getAllByTestId('notification-item').map((item) => item.dataset.notificationId)).toContain('3'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Notice 3', { selector: '[data-part="title"], [data-part="title"] *' })).toBeNull();
  });
});
