/** The top bar's sync status: each state in words, and the popover's queued and failed writes
 * with Retry / Discard going to the engine. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SyncStatusSlot } from '../../../src/app/layout/sync-status-slot.js';
import { planning, shift } from '../planning-details/fixtures.js';
import { createHarness, outboxRow, renderWith, type Harness } from './harness.js';

function trigger() {
  return screen.getByTestId('sync-status');
}

function renderIndicator(setup: (h: Harness) => void = () => undefined) {
  const h = createHarness();
  setup(h);
  return { h, ...renderWith(h, <SyncStatusSlot />) };
}

describe('sync status indicator', () => {
  it('says when it last synced while all is well', async () => {
    renderIndicator((h) => h.fake.subjects.lastSyncAt.next(Date.now() - 2 * 60_000));
    await waitFor(() => expect(trigger()).toHaveTextContent('Synced 2 min ago'));
    expect(trigger()).toHaveAttribute('data-tone', 'ok');
    expect(trigger()).toHaveAccessibleName(/Online, live updates connected/);
  });

  it('says Not synced yet before the first pull', async () => {
    renderIndicator();
    await waitFor(() => expect(trigger()).toHaveTextContent('Not synced yet'));
  });

  it('shows offline with the queued count, in words', async () => {
    const { h } = renderIndicator((h) => {
      h.fake.subjects.online.next(false);
      h.fake.subjects.pending.next(2);
    });
    await waitFor(() => expect(trigger()).toHaveTextContent('Offline · 2 queued'));
    expect(trigger()).toHaveAttribute('data-tone', 'offline');
    act(() => h.fake.subjects.online.next(true));
    await waitFor(() => expect(trigger()).toHaveTextContent('Sending · 2 queued'));
  });

  it("gives a phone's narrow bar the word and a bare count, the number cut last", async () => {
    const { h } = renderIndicator((h) => {
      h.fake.subjects.online.next(false);
      h.fake.subjects.pending.next(2);
      h.fake.subjects.failed.next(1);
    });
    // Both texts are there; the stylesheet shows the short one below the md breakpoint.
    expect(await within(trigger()).findByText('Offline · 3')).toBeInTheDocument();
    expect(within(trigger()).getByText('Offline · 2 queued · 1 failed')).toBeInTheDocument();
    act(() => h.fake.subjects.online.next(true));
    expect(await within(trigger()).findByText('Failed · 1')).toBeInTheDocument();
    act(() => h.fake.subjects.failed.next(0));
    expect(await within(trigger()).findByText('Sending · 2')).toBeInTheDocument();
  });

  it('counts an offline session (server not reached at start) as offline', async () => {
    const { h } = renderIndicator();
    act(() => h.stub.setOffline(true));
    await waitFor(() => expect(trigger()).toHaveTextContent('Offline'));
  });

  it('puts refused writes before activity, then syncing, then connecting', async () => {
    const { h } = renderIndicator((h) => h.fake.subjects.failed.next(1));
    await waitFor(() => expect(trigger()).toHaveTextContent('1 failed'));
    expect(trigger()).toHaveAttribute('data-tone', 'failed');
    act(() => {
      h.fake.subjects.failed.next(0);
      h.fake.subjects.pulling.next(true);
    });
    await waitFor(() => expect(trigger()).toHaveTextContent('Syncing…'));
    act(() => {
      h.fake.subjects.pulling.next(false);
      h.fake.subjects.connected.next(false);
    });
    await waitFor(() => expect(trigger()).toHaveTextContent('Connecting…'));
  });

  it('shows a failing sync even after a good one, offers Sync now, and clears when a pull succeeds', async () => {
    const { h, user } = renderIndicator((h) => {
      h.fake.subjects.lastSyncAt.next(Date.now() - 5 * 60_000);
      h.fake.subjects.pullError.next('The server answered 503.');
      h.fake.subjects.failed.next(1);
    });
    await waitFor(() => expect(trigger()).toHaveTextContent('Sync failed · 1 failed'));
    expect(trigger()).toHaveAttribute('data-tone', 'failed');
    expect(trigger()).toHaveAccessibleName(/The server answered 503\. Synced 5 min ago/);
    await user.click(trigger());
    const popover = await screen.findByTestId('sync-popover');
    await user.click(within(popover).getByRole('button', { name: 'Sync now' }));
    expect(h.fake.pull).toHaveBeenCalledTimes(1);
    act(() => h.fake.subjects.pulling.next(true));
    await waitFor(() => expect(trigger()).toHaveTextContent('Sync failed, retrying · 1 failed'));
    act(() => {
      h.fake.subjects.pullError.next(null);
      h.fake.subjects.pulling.next(false);
      h.fake.subjects.failed.next(0);
      h.fake.subjects.lastSyncAt.next(Date.now());
    });
    await waitFor(() => expect(trigger()).toHaveAttribute('data-tone', 'ok'));
    expect(trigger()).toHaveTextContent('Synced just now');
  });

  it('lists queued and failed writes with their state and reason; Retry and Discard reach the engine', async () => {
    const failedRow = outboxRow({ state: 'failed', attempts: 1, op: 'cancel-planning', last_error: 'This planning is already finished.' });
    const waitingRow = outboxRow({ state: 'waiting', attempts: 3, next_attempt_at: Date.now() + 60_000, target_id: 8, record_key: 'plannings:8', keys: ['plannings:8'] });
    const newRow = outboxRow({ state: 'pending', op: 'create-history', entity: 'planning_history', target_id: null, record_key: 'planning_history:-2' });
    const { h, user } = renderIndicator((h) => {
      h.fake.subjects.failed.next(1);
      h.fake.subjects.pending.next(2);
      h.fake.subjects.lastSyncAt.next(Date.now());
      h.fake.subjects.lastError.next({ code: 'change_refused', detail: 'This planning is already finished.' });
    });
    await h.db.outbox.bulkAdd([failedRow, waitingRow, newRow]);
    await user.click(trigger());
    const popover = await screen.findByTestId('sync-popover');
    await within(popover).findAllByTestId('sync-outbox-row');
    expect(popover).toHaveTextContent('Failed changes (1)');
    expect(popover).toHaveTextContent('Waiting to be sent (2)');
    expect(popover).toHaveTextContent('Cancel planning #5');
    expect(popover).toHaveTextContent('Failed: This planning is already finished.');
    expect(popover).toHaveTextContent('Change planning #8');
    expect(popover).toHaveTextContent(/Waiting to send · next try at \d\d:\d\d:\d\d/);
    expect(popover).toHaveTextContent('New history entry');
    expect(within(popover).getByTestId('sync-line-live-updates')).toHaveTextContent('Connected');
    expect(within(popover).getByTestId('sync-line-last-problem')).toHaveTextContent('already finished');

    const rows = within(popover).getAllByTestId('sync-outbox-row');
    const failed = rows.find((row) => row.getAttribute('data-uuid') === failedRow.uuid) as HTMLElement;
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(h.fake.retry).toHaveBeenCalledWith(failedRow.uuid);
    // Discard is disabled while the retry is in flight (one action at a time per write).
    const discardFailed = within(failed).getByRole('button', { name: 'Discard' });
    await waitFor(() => expect(discardFailed).toBeEnabled());
    await user.click(discardFailed);
    expect(h.fake.discard).toHaveBeenCalledWith(failedRow.uuid);
    // A write that may already have reached the server cannot be discarded; one never sent can.
    const waiting = rows.find((row) => row.getAttribute('data-uuid') === waitingRow.uuid) as HTMLElement;
    expect(within(waiting).queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    const fresh = rows.find((row) => row.getAttribute('data-uuid') === newRow.uuid) as HTMLElement;
    await user.click(within(fresh).getByRole('button', { name: 'Discard' }));
    expect(h.fake.discard).toHaveBeenCalledWith(newRow.uuid);

    await user.click(within(popover).getByRole('button', { name: 'Send now' }));
    expect(h.fake.retryNow).toHaveBeenCalled();
  });

  it("names each queued write's planning by its request and time, not by a database id", async () => {
    const { h, user } = renderIndicator((h) => h.fake.subjects.pending.next(2));
    await h.db.plannings.put(planning(8, { start: '2026-02-01 20:00:00', end: '2026-02-02 06:00:00' }));
    await h.db.shifts.put(shift(6, 8, { start: '2026-02-01 22:00:00', end: '2026-02-02 02:00:00' }));
    await h.db.outbox.bulkAdd([
      outboxRow({ target_id: 8, record_key: 'plannings:8', keys: ['plannings:8'] }),
      outboxRow({ op: 'update-shift', entity: 'shifts', target_id: 6, record_key: 'shifts:6', keys: ['shifts:6'] }),
    ]);
    await user.click(trigger());
    const popover = await screen.findByTestId('sync-popover');
    // Brussels is UTC+1 in February.
    await waitFor(() => expect(within(popover).getAllByTestId('sync-outbox-subject').map((line) => line.textContent)).toEqual(['REQ-0001 · 01-02-2026 21:00', 'REQ-0001 · 01-02-2026 23:00']));
    // The line names the record: no database id beside it.
    expect(popover).toHaveTextContent('Change shift');
    expect(popover).not.toHaveTextContent(/#\d/);
  });

  it('says all changes are sent when the outbox is empty', async () => {
    const { user } = renderIndicator();
    await user.click(trigger());
    expect(await screen.findByText('All changes are sent.')).toBeInTheDocument();
  });

  it('offers Try again now to an offline session whose network is back', async () => {
    const { h, user } = renderIndicator();
    act(() => h.stub.setOffline(true));
    await user.click(trigger());
    const popover = await screen.findByTestId('sync-popover');
    expect(within(popover).getByTestId('sync-line-server')).toHaveTextContent('Not reached yet');
    await user.click(within(popover).getByRole('button', { name: 'Try again now' }));
    expect(h.stub.reconnect).toHaveBeenCalled();
  });
});
