/**
 * The foot of a list whose older rows the first sync left on the server: the note with the
 * horizon's date, pages loaded on request (each from where the last stopped), the end, a failure
 * that can be retried, the offline note, and nothing on a device without a horizon.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DONE_PROGRESS } from '../../../src-sync/index.js';
import { HistoryFromServer } from '../../../src/shared/local-first/history-from-server.js';
import { createHarness, renderWith } from './harness.js';

const HORIZON = '2026-08-27 10:00:00';

function setup(online = true) {
  const h = createHarness();
  h.fake.subjects.bootstrap.next({ ...DONE_PROGRESS, horizonStart: HORIZON });
  h.fake.subjects.online.next(online);
  return h;
}

describe('older rows from the server', () => {
  it('says what stays on the server since when, and loads it page by page until the last', async () => {
    const h = setup();
    h.fake.loadHistoryPage.mockResolvedValueOnce({ loaded: 60, next: 41 }).mockResolvedValueOnce({ loaded: 12, next: null });
    const { user } = renderWith(h, <HistoryFromServer engine={h.fake.engine} list="requests" status="confirmed" />);
    expect(screen.getByTestId('history-requests')).toHaveTextContent('Requests that ended before 27 Aug 2026 stay on the server.');
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(h.fake.loadHistoryPage).toHaveBeenLastCalledWith('requests', { before: null, status: 'confirmed' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load older' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(h.fake.loadHistoryPage).toHaveBeenLastCalledWith('requests', { before: 41, status: 'confirmed' });
    await waitFor(() => expect(screen.getByTestId('history-requests')).toHaveTextContent('Everything older is loaded.'));
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
  });

  it('says when a page could not be loaded, and tries again on request', async () => {
    const h = setup();
    h.fake.loadHistoryPage.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ loaded: 3, next: null });
    const { user } = renderWith(h, <HistoryFromServer engine={h.fake.engine} list="notifications" />);
    expect(screen.getByTestId('history-notifications')).toHaveTextContent('Read notifications from before 27 Aug 2026 stay on the server.');
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(screen.getByTestId('history-notifications')).toHaveTextContent('The older ones could not be loaded from the server. Try again.'));
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(h.fake.loadHistoryPage).toHaveBeenLastCalledWith('notifications', { before: null });
    await waitFor(() => expect(screen.getByTestId('history-notifications')).toHaveTextContent('Everything older is loaded.'));
  });

  it('offline, says they load once back online, and asks nothing', async () => {
    const h = setup(false);
    renderWith(h, <HistoryFromServer engine={h.fake.engine} list="channels" />);
    expect(screen.getByTestId('history-channels')).toHaveTextContent('Offline: older ones can be loaded when you are back online.');
    expect(screen.getByRole('button', { name: 'Load older' })).toBeDisabled();
    act(() => h.fake.subjects.online.next(true));
    await waitFor(() => expect(screen.getByTestId('history-channels')).toHaveTextContent('Groups with nothing new since 27 Aug 2026 stay on the server.'));
    expect(h.fake.loadHistoryPage).not.toHaveBeenCalled();
  });

  it('shows nothing on a device whose first sync kept everything', () => {
    const h = createHarness();
    renderWith(h, <HistoryFromServer engine={h.fake.engine} list="requests" />);
    expect(screen.queryByTestId('history-requests')).toBeNull();
  });
});
