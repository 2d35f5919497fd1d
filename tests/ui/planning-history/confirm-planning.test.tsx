import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/index.js';
import { findOpenDialog } from '../helpers/dialogs.js';
import { users } from '../helpers/users.js';
import { PLANNING_ID, REQUEST_ID, planning, request, timeslot } from './history-fixtures.js';
import { freshDb, outboxRows, renderConfirm } from './render-history.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { ConfirmPlanningButton } from '../../../src/features/planning/confirm/confirm-planning-button.js';
import { useRequestReview } from '../../../src/features/planning/confirm/use-request-review.js';

/** Shows once the planning's request has been read from the local database. */
function ReviewLoaded() {
  const review = useRequestReview(REQUEST_ID);
  return review?.request ? <span data-testid="review-loaded" /> : null;
}

function ReviewAndProbe() {
  return (
    <>
      <ConfirmPlanningButton planning={planning()} />
      <ReviewLoaded />
    </>
  );
}

let db: VigilDb;
beforeEach(async () => {
  db = freshDb();
  await db.requests.put(request());
  await db.request_timeslots.bulkPut([
    // Asked for 1-4 February; its plannings run 1-3 (a day line for Mondays only, say).
    timeslot(61, { note: 'Front gate', start_date: '2026-02-01', end_date: '2026-02-04' }),
    timeslot(62, { start: '2026-02-05 08:00:00', end: '2026-02-05 16:00:00', request_type: 'Reception', continuous: 1 }),
    timeslot(63, { start: '2026-02-08 18:00:00', end: '2026-02-09 06:00:00', request_type: 'K9 Security', timeslots: [] }),
  ]);
  await db.plannings.bulkPut([planning(), planning({ id: 8, timeslot_id: 62 }), planning({ id: 9, timeslot_id: 63 })]);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

async function openReview() {
  const view = renderConfirm(db, users.admin, planning());
  await view.user.click(await screen.findByRole('button', { name: 'Confirm planning' }));
  const dialog = await findOpenDialog();
  const slots = await within(dialog).findAllByTestId('timeslot-review');
  const submit = within(dialog).getByTestId('confirm-planning-submit');
  const choose = async (index: number, action: 'ACCEPT' | 'REJECT') => view.user.click(within(slots[index] as HTMLElement).getByRole('button', { name: action }));
  return { ...view, dialog, slots, submit, choose };
}

describe('confirm-planning step', () => {
  it('lists every timeslot of the request with the days it asks for, job, day lines and note', async () => {
    const { slots } = await openReview();
    expect(slots).toHaveLength(3);
    const first = slots[0] as HTMLElement;
    expect(within(first).getByTestId('timeslot-review-days')).toHaveTextContent('2026-02-01 → 2026-02-04');
    // A timeslot stored without its asked days shows its plannings' (one day here).
    expect(within(slots[1] as HTMLElement).getByTestId('timeslot-review-days')).toHaveTextContent(/^2026-02-05$/);
    expect(within(first).getByText('Monday 09:00–21:00 · 2 agents')).toBeInTheDocument();
    expect(within(first).getByText('Front gate')).toBeInTheDocument();
    expect(within(slots[1] as HTMLElement).getByText('Continuous')).toBeInTheDocument();
    // A continuous line runs around the clock from its start, as the request page says: the
    // review said "09:00–21:00", hours the plannings do not have.
    expect(within(slots[1] as HTMLElement).getByText('Monday around the clock from 09:00 · 2 agents')).toBeInTheDocument();
    expect(within(slots[1] as HTMLElement).queryByText(/21:00/)).toBeNull();
    expect(within(slots[2] as HTMLElement).getByText('K9 Security')).toBeInTheDocument();
  });

  it('keeps submit disabled until every timeslot has a choice, and names the outcome', async () => {
    const { submit, choose } = await openReview();
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Review every timeslot (0 of 3)');
    await choose(0, 'ACCEPT');
    await choose(1, 'ACCEPT');
    expect(submit).toBeDisabled();
    await choose(2, 'ACCEPT');
    expect(submit).toBeEnabled();
    expect(submit).toHaveTextContent('Confirm all');
    for (const index of [0, 1, 2]) await choose(index, 'REJECT');
    expect(submit).toHaveTextContent('Reject all');
    await choose(0, 'ACCEPT');
    expect(submit).toHaveTextContent('confirm 1 and reject 2');
    expect(screen.getAllByRole('button', { name: 'ACCEPT', pressed: true })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'REJECT', pressed: true })).toHaveLength(2);
  });

  it('queues the review and applies it at once: timeslots, request and plannings', async () => {
    const { user, submit, choose } = await openReview();
    await choose(0, 'ACCEPT');
    await choose(1, 'REJECT');
    await choose(2, 'REJECT');
    await user.click(submit);
    const [row] = await outboxRows(db, 1);
    expect(row).toMatchObject({ op: 'review-request', method: 'POST', path: '/api/requests/{id}/review', target_id: REQUEST_ID });
    expect(row?.body).toEqual({ timeslots: [{ id: 61, action: 'accept' }, { id: 62, action: 'reject' }, { id: 63, action: 'reject' }] });
    expect((await db.requests.get(REQUEST_ID))?.status).toBe('confirmed');
    expect((await db.request_timeslots.toArray()).map((slot) => slot.status)).toEqual(['accepted', 'rejected', 'rejected']);
    expect((await db.plannings.bulkGet([PLANNING_ID, 8, 9])).map((p) => p?.status)).toEqual(['confirmed', 'rejected', 'rejected']);
    // The request is no longer pending: the button goes, the queued review shows its state.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm planning' })).toBeNull());
    expect(await screen.findByTestId('pending-write-state')).toHaveTextContent('Waiting to send');
  });

  it('is offered to an admin only', async () => {
    renderWithWorkspace(db, users.planner, <ReviewAndProbe />);
    // Barrier: the request the button decides on has been read (the probe's query was issued
    // after the button's, and fake-indexeddb answers in order).
    await screen.findByTestId('review-loaded');
    expect(screen.queryByRole('button', { name: 'Confirm planning' })).toBeNull();
  });

  it('is there for an admin by the time the same barrier is passed', async () => {
    renderWithWorkspace(db, users.admin, <ReviewAndProbe />);
    await screen.findByTestId('review-loaded');
    expect(await screen.findByRole('button', { name: 'Confirm planning' })).toBeInTheDocument();
  });

  it('goes away once the request is decided (here by a change from the server)', async () => {
    renderConfirm(db, users.admin, planning());
    expect(await screen.findByRole('button', { name: 'Confirm planning' })).toBeInTheDocument();
    await db.requests.put(request({ status: 'cancelled' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm planning' })).toBeNull());
  });
});
