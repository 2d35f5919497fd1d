/** The spec's confirmation texts (section 8), verbatim, and what confirming does: delete shift,
 * cancel forward, cancel planning, delete planning (which also closes the modal). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findOpenDialog } from '../helpers/dialogs.js';
import { users } from '../helpers/users.js';
import { ARGUS, planning, seedWorld, shift } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';

async function open() {
  const db = freshDb();
  await seedWorld(db, [planning(100, { subcontractor_id: ARGUS, contractor: { name: 'Argus Bewaking NV' }, contractor_status: 'accepted' })], [shift(500, 100)]);
  const view = renderDetails(db, users.admin, 100);
  await screen.findByTestId('shift-row');
  return { db, ...view };
}

const confirmDialog = async () => within(await findOpenDialog('alertdialog'));

describe('Confirmations', () => {
  it("delete shift: 'All agents will be unassigned from this shift'; No keeps it, Delete queues it", async () => {
    const { db, user } = await open();
    await user.click(screen.getByRole('button', { name: /^Delete shift/ }));
    let dialog = await confirmDialog();
    expect(dialog.getByText('All agents will be unassigned from this shift')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await db.shifts.count()).toBe(1);
    await user.click(screen.getByRole('button', { name: /^Delete shift/ }));
    dialog = await confirmDialog();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await db.shifts.count()).toBe(0));
    expect((await db.outbox.toArray()).map((row) => row.op)).toEqual(['delete-shift']);
  });

  it("cancel forward: 'All shifts will be removed from this planning'", async () => {
    const { db, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cancel forward' }));
    const dialog = await confirmDialog();
    expect(dialog.getByText('All shifts will be removed from this planning')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel forward' }));
    await waitFor(async () => expect((await db.plannings.get(100))?.subcontractor_id).toBeNull());
    expect(await db.shifts.count()).toBe(0);
  });

  it("cancel planning: 'an email will be sent to the client.'", async () => {
    const { db, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cancel planning' }));
    const dialog = await confirmDialog();
    expect(dialog.getByText('an email will be sent to the client.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel planning' }));
    await waitFor(async () => expect((await db.plannings.get(100))?.status).toBe('cancelled'));
    expect((await db.outbox.toArray())[0]).toMatchObject({ op: 'cancel-planning', path: '/api/planning/{id}/cancel' });
    // A cancelled planning cannot be cancelled again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel planning' })).not.toBeInTheDocument());
  });

  it("delete planning: 'All shifts will be removed from this planning', then the modal closes", async () => {
    const { db, user, onClose } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete planning' }));
    const dialog = await confirmDialog();
    expect(dialog.getByText('All shifts will be removed from this planning')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await db.plannings.get(100)).toBeUndefined();
    expect((await db.outbox.toArray())[0]?.body).toEqual({ planning_id: [100] });
  });
});
