/**
 * A dialog holding typed input asks before it throws it away: Escape (or a click beside it, or
 * its ×) on a form with unsaved input asks "Discard your changes?", Keep editing keeps every
 * character, Discard closes. A form nobody typed in closes at once, as before; Cancel is an
 * explicit choice and closes at once too.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { users } from '../helpers/users.js';
import { planning, seedWorld } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';
import { openNewShift, setField } from './shift-helpers.js';

async function details() {
  const db = freshDb();
  await seedWorld(db, [planning(100)]);
  const view = renderDetails(db, users.admin, 100);
  await screen.findByRole('form', { name: 'Planning info' });
  return { db, ...view };
}

const question = () => screen.queryByTestId('unsaved-changes');

/** Answers the question once it takes clicks (the page under a dialog opening takes none). */
async function answer(user: UserEvent, name: 'Keep editing' | 'Discard'): Promise<void> {
  const button = within(await screen.findByTestId('unsaved-changes')).getByRole('button', { name });
  await waitFor(() => user.click(button));
}
const shiftFormOpen = () => screen.queryByRole('form', { name: 'Shift details' }) !== null;

describe('closing a dialog with unsaved input', () => {
  it('closes a shift form nobody typed in at once', async () => {
    const { user } = await details();
    await openNewShift(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(shiftFormOpen()).toBe(false));
    expect(question()).toBeNull();
  });

  it('asks before Escape throws a typed shift away; Keep editing keeps it, Discard closes and queues nothing', async () => {
    const { db, user, onClose } = await details();
    const form = await openNewShift(user);
    await setField(user, form, 'Start time', '10:30');
    await user.keyboard('{Escape}');
    expect(await screen.findByTestId('unsaved-changes')).toHaveTextContent('Discard your changes?');
    expect(shiftFormOpen()).toBe(true);

    await answer(user, 'Keep editing');
    await waitFor(() => expect(question()).toBeNull());
    expect(form.getByLabelText('Start time')).toHaveValue('10:30');

    // The dialog's × asks the same.
    await waitFor(() => user.click(screen.getByRole('button', { name: 'Close shift details' })));
    await answer(user, 'Discard');
    await waitFor(() => expect(shiftFormOpen()).toBe(false));
    // Only the shift form went: Planning Details stays open.
    expect(onClose).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('asks before Planning Details closes over a description typed but not saved', async () => {
    const { user, onClose } = await details();
    const info = screen.getByRole('form', { name: 'Planning info' });
    const description = within(info).getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Gate B from 22:00');
    await user.keyboard('{Escape}');
    await answer(user, 'Keep editing');
    expect(onClose).not.toHaveBeenCalled();
    expect(description).toHaveValue('Gate B from 22:00');
    await waitFor(() => expect(question()).toBeNull());
    await user.keyboard('{Escape}');
    await answer(user, 'Discard');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes Planning Details at once when nothing is typed', async () => {
    const { user, onClose } = await details();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });
});
