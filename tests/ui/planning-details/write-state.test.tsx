/** Queued writes show their state on the row they concern (the shared PendingWriteState):
 * waiting, then failed with the server's reason, Retry and Discard. A refused create stays
 * visible from its outbox row. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createShift, updateShift } from '../../../src-sync/index.js';
import { failFinal } from '../../../src-sync/outbox/settle-row.js';
import { users } from '../helpers/users.js';
import { planning, seedWorld, shift } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';

const REFUSED = { status: 403, message: 'Only an admin or the subcontractor this planning is forwarded to can add shifts.', issues: [] };

describe('Queued write state', () => {
  it('shows a queued edit on its row, then the refusal with Retry and Discard', async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)], [shift(500, 100)]);
    renderDetails(db, users.admin, 100);
    await updateShift(db, 500, { start: '2026-02-01 08:00:00', end: '2026-02-01 13:00:00' });
    const row = await screen.findByTestId('shift-row');
    await waitFor(() => expect(within(row).getByTestId('pending-write-state')).toHaveAttribute('data-state', 'pending'));
    expect(row).toHaveTextContent('01-02-2026 14:00');
    const [queued] = await db.outbox.toArray();
    await failFinal(db, queued?.seq ?? 0, { status: 422, message: 'This planning is finished; you cannot change shifts any more.', issues: [] });
    // Rolled back to the server value, and the reason is on the row.
    await waitFor(() => expect(within(screen.getByTestId('shift-row')).getByTestId('pending-write-state')).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByTestId('shift-row')).toHaveTextContent('01-02-2026 13:00');
    expect(screen.getByText('Failed: This planning is finished; you cannot change shifts any more.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });

  it('keeps a refused new shift visible from its outbox row; Retry queues it again, Discard drops it', async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    const { user } = renderDetails(db, users.admin, 100);
    await createShift(db, { planning_id: 100, request_id: 1, start: '2026-02-01 09:00:00', end: '2026-02-01 11:00:00', agents: [] });
    await screen.findByTestId('shift-row');
    const [queued] = await db.outbox.toArray();
    await failFinal(db, queued?.seq ?? 0, REFUSED);
    const ghost = await screen.findByTestId('failed-shift-create');
    expect(screen.queryByTestId('shift-row')).not.toBeInTheDocument();
    expect(ghost).toHaveTextContent('01-02-2026 10:00');
    expect(ghost).toHaveTextContent(REFUSED.message);
    await user.click(within(ghost).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.state).toBe('pending'));
    expect(await screen.findByTestId('shift-row')).toBeInTheDocument();
    const [again] = await db.outbox.toArray();
    await failFinal(db, again?.seq ?? 0, REFUSED);
    await user.click(within(await screen.findByTestId('failed-shift-create')).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    await waitFor(() => expect(screen.queryByTestId('failed-shift-create')).not.toBeInTheDocument());
    expect(screen.getByText('No shifts yet.')).toBeInTheDocument();
  });
});
