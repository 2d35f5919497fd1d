/** The per-record badge of queued writes: nothing, Sending…, Waiting to send (with the next
 * attempt), Failed: <reason> with Retry and Discard; found through the outbox's `keys`. */
import { screen, waitFor } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { PendingWriteState } from '../../../src/shared/local-first/pending-write-state.js';
import { createHarness, outboxRow, renderWith } from './harness.js';

describe('PendingWriteState', () => {
  it('renders nothing while the record has no queued write, and appears live when one is queued', async () => {
    const h = createHarness();
    // Barrier: a second record's badge, whose query was issued after this one's, has shown; the
    // database answers in order, so this record's answer (no write) has been rendered too.
    await h.db.outbox.add(outboxRow({ record_key: 'plannings:6', target_id: 6, keys: ['plannings:6'], state: 'waiting', attempts: 1 }));
    renderWith(
      h,
      <>
        <div data-testid="record-5">
          <PendingWriteState table="plannings" id={5} />
        </div>
        <PendingWriteState table="plannings" id={6} />
      </>,
    );
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    expect(screen.getByTestId('record-5')).toBeEmptyDOMElement();
    await h.db.outbox.clear();
    await waitFor(() => expect(screen.queryByTestId('pending-write-state')).not.toBeInTheDocument());
    await h.db.outbox.add(outboxRow({ state: 'sending', attempts: 1 }));
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    await h.db.outbox.clear();
    await waitFor(() => expect(screen.queryByTestId('pending-write-state')).not.toBeInTheDocument());
  });

  it('says Waiting to send, with the next attempt time while backing off', async () => {
    const h = createHarness();
    const next = Date.now() + 90_000;
    await h.db.outbox.add(outboxRow({ state: 'waiting', attempts: 2, next_attempt_at: next, last_error: 'The server could not be reached.' }));
    renderWith(h, <PendingWriteState table="plannings" id={5} />);
    const badge = await screen.findByTestId('pending-write-state');
    expect(badge).toHaveAttribute('data-state', 'waiting');
    expect(badge).toHaveTextContent('Waiting to send');
    expect(badge).toHaveTextContent(`next try at ${DateTime.fromMillis(next).toFormat('HH:mm:ss')}`);
    expect(badge).toHaveTextContent('The server could not be reached.');
    // It may have reached the server already: no Discard.
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  });

  it('offers Discard for a write that never left this device', async () => {
    const h = createHarness();
    const row = outboxRow({ state: 'pending' });
    await h.db.outbox.add(row);
    const { user } = renderWith(h, <PendingWriteState table="plannings" id={5} />);
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(h.fake.discard).toHaveBeenCalledWith(row.uuid);
  });

  it('shows a refusal with the server reason, Retry and Discard', async () => {
    const h = createHarness();
    const row = outboxRow({ state: 'failed', attempts: 1, last_status: 403, last_error: 'Only an admin can cancel a planning.' });
    await h.db.outbox.add(row);
    const { user } = renderWith(h, <PendingWriteState table="plannings" id={5} />);
    const badge = await screen.findByTestId('pending-write-state');
    expect(badge).toHaveAttribute('data-state', 'failed');
    expect(badge).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Failed: Only an admin can cancel a planning.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(h.fake.retry).toHaveBeenCalledWith(row.uuid);
    // Discard waits while the retry is under way (a full run once clicked it still disabled).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(h.fake.discard).toHaveBeenCalledWith(row.uuid);
  });

  it('keeps what a refused change asked for in sight (a note typed offline is not lost with Discard), and in a list row only the state', async () => {
    const h = createHarness();
    await h.db.outbox.add(outboxRow({
      state: 'failed', attempts: 1, last_status: 422, last_error: 'This request is already confirmed.',
      record_key: 'requests:7', entity: 'requests', op: 'update-request', path: '/api/requests/{id}', target_id: 7, keys: ['requests:7'],
      body: { request: { po_number: 'PO-9', note: 'Important instructions typed offline', equipment: [] }, planning: [] },
    }));
    const view = renderWith(h, <PendingWriteState table="requests" id={7} />);
    expect(await screen.findByTestId('refused-change-values')).toHaveTextContent('Your change: PO number: PO-9 · Note: Important instructions typed offline');
    view.unmount();

    renderWith(h, <PendingWriteState table="requests" id={7} brief />);
    const brief = await screen.findByTestId('pending-write-state');
    expect(brief).toHaveTextContent('Failed');
    expect(brief.querySelector('[title]')).toHaveAttribute('title', 'This request is already confirmed.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('refused-change-values')).not.toBeInTheDocument();
  });

  it('tells the user when Retry is refused', async () => {
    const h = createHarness();
    h.fake.retry.mockRejectedValueOnce(new Error('gone'));
    await h.db.outbox.add(outboxRow({ state: 'failed', last_error: 'Refused.' }));
    const { user } = renderWith(h, <PendingWriteState table="plannings" id={5} />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Retrying the change failed')).toBeInTheDocument();
  });

  it('speaks for the worst of several writes, and finds child writes through keys', async () => {
    const h = createHarness();
    await h.db.outbox.bulkAdd([
      outboxRow({ state: 'pending' }),
      outboxRow({ record_key: 'shifts:-1', entity: 'shifts', op: 'create-shift', keys: ['shifts:-1', 'plannings:5'], state: 'failed', last_error: 'No agents left.' }),
    ]);
    renderWith(
      h,
      <>
        <div data-testid="all">
          <PendingWriteState table="plannings" id={5} />
        </div>
        <div data-testid="own">
          <PendingWriteState table="plannings" id={5} subjectOnly />
        </div>
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('all').firstElementChild).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByTestId('all')).toHaveTextContent('Failed · 2 changes');
    await waitFor(() => expect(screen.getByTestId('own').firstElementChild).toHaveAttribute('data-state', 'pending'));
  });
});
