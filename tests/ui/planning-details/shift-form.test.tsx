/** Shift Details: every rule and message of spec section 5, the default end, the agents offered,
 * and a submitted shift landing in db.shifts and db.outbox. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REQUIRED, SHIFT_END_NOT_VALID, SHIFT_START_BEFORE_PLANNING } from '../../../src-sync/index.js';
import { END_DATE_BEFORE_START } from '../../../src/features/planning/shifts/shift-form-schema.js';
import { users } from '../helpers/users.js';
import { AGENTS, ARGUS, NIGHTWATCH, planning, seedWorld } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';
import { exactText, openNewShift, setField } from './shift-helpers.js';

async function adminWithPlanning(overrides: Parameters<typeof planning>[1] = {}) {
  const db = freshDb();
  await seedWorld(db, [planning(100, overrides)]);
  const view = renderDetails(db, users.admin, 100);
  const form = await openNewShift(view.user);
  return { db, form, ...view };
}

describe('Shift Details rules', () => {
  it("shows 'required' under every empty required field and queues nothing", async () => {
    const { db, form, user } = await adminWithPlanning();
    for (const label of ['Start date', 'Start time', 'End date', 'End time']) await setField(user, form, label, '');
    await user.click(form.getByRole('button', { name: 'Add shift' }));
    await waitFor(() => expect(form.getAllByText(REQUIRED)).toHaveLength(4));
    expect(await db.outbox.count()).toBe(0);
  });

  it('opens with the focus in its first field, not on the close button', async () => {
    const { form } = await adminWithPlanning();
    await waitFor(() => expect(form.getByLabelText('Start date')).toHaveFocus());
  });

  it('refuses a start before the planning start', async () => {
    const { db, form, user } = await adminWithPlanning();
    await setField(user, form, 'Start date', '31/01/2026');
    await user.click(form.getByRole('button', { name: 'Add shift' }));
    expect(await form.findByText(SHIFT_START_BEFORE_PLANNING)).toBeInTheDocument();
    // Same day, earlier hour than the planning (09:00 local) is also before it.
    await setField(user, form, 'Start date', '01/02/2026');
    await setField(user, form, 'Start time', '08:30');
    await user.click(form.getByRole('button', { name: 'Add shift' }));
    expect(await form.findByText(SHIFT_START_BEFORE_PLANNING)).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses an end date before the start date', async () => {
    const { form, user } = await adminWithPlanning();
    await setField(user, form, 'Start date', '03/02/2026');
    await setField(user, form, 'End date', '02/02/2026');
    await user.click(form.getByRole('button', { name: 'Add shift' }));
    expect(await form.findByText(END_DATE_BEFORE_START)).toBeInTheDocument();
  });

  it("says 'not valid ' unless the end is strictly after the start, re-checked when the end date or time changes", async () => {
    const { form, user } = await adminWithPlanning();
    await setField(user, form, 'Start time', '10:00');
    await setField(user, form, 'End time', '10:00');
    await user.click(form.getByRole('button', { name: 'Add shift' }));
    expect(await form.findByText(exactText(SHIFT_END_NOT_VALID))).toBeInTheDocument();
    // A later end time clears it as it is typed.
    await setField(user, form, 'End time', '11:00');
    await waitFor(() => expect(form.queryByText(exactText(SHIFT_END_NOT_VALID))).not.toBeInTheDocument());
    await setField(user, form, 'End time', '09:30');
    expect(await form.findByText(exactText(SHIFT_END_NOT_VALID))).toBeInTheDocument();
    // Changing only the end DATE re-checks the end too.
    await setField(user, form, 'End date', '02/02/2026');
    await waitFor(() => expect(form.queryByText(exactText(SHIFT_END_NOT_VALID))).not.toBeInTheDocument());
  });

  it('offers a night shift typed on one date (23:00 -> 07:00) to end the next morning', async () => {
    const { form, user } = await adminWithPlanning({ end: '2026-02-02 08:00:00' });
    await setField(user, form, 'Start time', '23:00');
    await setField(user, form, 'End date', '01/02/2026');
    await setField(user, form, 'End time', '07:00');
    await user.click(form.getByRole('button', { name: 'Add shift' }));
    expect(await form.findByText(exactText(SHIFT_END_NOT_VALID))).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Ends the next morning? Set the end date to 02/02/2026' }));
    expect(form.getByLabelText('End date')).toHaveValue('02/02/2026');
    await waitFor(() => expect(form.queryByText(exactText(SHIFT_END_NOT_VALID))).not.toBeInTheDocument());
  });
});

describe('Shift Details default end', () => {
  it('ends on the same day as the start when the planning is shorter than 24 hours', async () => {
    const { form, user } = await adminWithPlanning();
    expect(form.getByLabelText('Start date')).toHaveValue('01/02/2026');
    expect(form.getByLabelText('End date')).toHaveValue('01/02/2026');
    expect(form.getByLabelText('End time')).toHaveValue('17:00');
    await setField(user, form, 'Start date', '03/02/2026');
    expect(form.getByLabelText('End date')).toHaveValue('03/02/2026');
  });

  it('ends the next morning when a short planning runs past midnight (night shift)', async () => {
    // 22:00 -> 06:00 in Brussels.
    const { form, user } = await adminWithPlanning({ start: '2026-02-01 21:00:00', end: '2026-02-02 05:00:00' });
    expect(form.getByLabelText('Start time')).toHaveValue('22:00');
    expect(form.getByLabelText('End date')).toHaveValue('02/02/2026');
    expect(form.getByLabelText('End time')).toHaveValue('06:00');
    await setField(user, form, 'Start date', '04/02/2026');
    expect(form.getByLabelText('End date')).toHaveValue('05/02/2026');
  });

  it('has no default end for a planning of 24 hours or more', async () => {
    const { form } = await adminWithPlanning({ end: '2026-02-03 16:00:00' });
    expect(form.getByLabelText('End date')).toHaveValue('');
    expect(form.getByLabelText('End time')).toHaveValue('');
  });

  it('leaves an end date the user typed alone when the start date changes', async () => {
    const { form, user } = await adminWithPlanning();
    await setField(user, form, 'End date', '04/02/2026');
    await setField(user, form, 'Start date', '03/02/2026');
    expect(form.getByLabelText('End date')).toHaveValue('04/02/2026');
  });
});

describe('Shift Details agents and submit', () => {
  it('offers only agents with a user, with their employer; the subcontractor choice is there for an admin', async () => {
    const { form, user } = await adminWithPlanning();
    expect(await form.findByRole('checkbox', { name: 'Ann Night' })).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: 'Bob Argus' })).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: 'Dana Staff' })).toBeInTheDocument();
    expect(form.queryByRole('checkbox', { name: 'Carl Nouser' })).not.toBeInTheDocument();
    expect(form.getByLabelText('Subcontractor')).toBeInTheDocument();
    expect(form.getByText('Own staff')).toBeInTheDocument();
    // The chosen subcontractor's agents come first.
    const names = () => form.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.querySelector('[data-part="label"]')?.textContent);
    expect(names()[0]).toBe('Ann Night');
    await user.selectOptions(form.getByLabelText('Subcontractor'), String(ARGUS));
    await waitFor(() => expect(names()[0]).toBe('Bob Argus'));
  });

  it('offers a subcontractor user only its own agents and no subcontractor choice', async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100, { subcontractor_id: NIGHTWATCH, contractor: { name: 'NightWatch BV' }, contractor_status: 'accepted' })]);
    const { user } = renderDetails(db, users.subcontractor, 100);
    const form = await openNewShift(user);
    expect(await form.findByRole('checkbox', { name: 'Ann Night' })).toBeInTheDocument();
    expect(form.queryByRole('checkbox', { name: 'Bob Argus' })).not.toBeInTheDocument();
    expect(form.queryByRole('checkbox', { name: 'Dana Staff' })).not.toBeInTheDocument();
    expect(form.queryByLabelText('Subcontractor')).not.toBeInTheDocument();
  });

  it('queues a valid shift: it lands in db.shifts and db.outbox with UTC times, and shows in the table', async () => {
    const { db, form, user } = await adminWithPlanning();
    await setField(user, form, 'Start time', '10:00');
    await setField(user, form, 'End time', '14:30');
    await user.selectOptions(form.getByLabelText('Subcontractor'), String(ARGUS));
    await user.click(await form.findByRole('checkbox', { name: 'Bob Argus' }));
    await user.click(form.getByRole('checkbox', { name: 'Dana Staff' }));
    await user.click(form.getByRole('button', { name: 'Add shift' }));
    await waitFor(async () => expect(await db.shifts.count()).toBe(1));
    const [row] = await db.shifts.toArray();
    expect(row?.id).toBeLessThan(0);
    expect(row).toMatchObject({ planning_id: 100, start: '2026-02-01 09:00:00', end: '2026-02-01 13:30:00', subcontractor_id: ARGUS });
    expect(row?.agents.map((a) => a.id)).toEqual([AGENTS.bob.id, AGENTS.dana.id]);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ op: 'create-shift', method: 'POST', path: '/api/shifts', state: 'pending' });
    expect(queued?.body).toEqual({
      start: '2026-02-01 09:00:00', end: '2026-02-01 13:30:00', planning_id: 100, request_id: 1, subcontractor_id: ARGUS, agents: [AGENTS.bob.id, AGENTS.dana.id],
      tempId: queued?.temp_key,
    });
    expect(screen.queryByRole('form', { name: 'Shift details' })).not.toBeInTheDocument();
    const tableRow = await screen.findByTestId('shift-row');
    expect(tableRow).toHaveTextContent('01-02-2026 10:00');
    expect(tableRow).toHaveTextContent('Bob Argus');
    expect(tableRow).toHaveTextContent('Dana Staff');
    expect(tableRow).toHaveTextContent('Argus Bewaking NV');
  });
});

describe('Shift Details fit hint', () => {
  it("warns, without refusing, about times outside the planning's hours and more agents than it needs per shift", async () => {
    const { db, form, user } = await adminWithPlanning({ number_of_agents: 1 });
    expect(form.queryByTestId('shift-fit-hint')).not.toBeInTheDocument();
    // The planning runs 09:00 to 17:00 in Brussels.
    await setField(user, form, 'End time', '18:30');
    expect(await form.findByText("This shift runs outside the planning's hours (01-02-2026 09:00 – 01-02-2026 17:00). It can still be saved.")).toBeInTheDocument();
    await setField(user, form, 'End time', '16:00');
    await waitFor(() => expect(form.queryByTestId('shift-fit-hint')).not.toBeInTheDocument());
    await user.selectOptions(form.getByLabelText('Subcontractor'), String(ARGUS));
    await user.click(await form.findByRole('checkbox', { name: 'Bob Argus' }));
    expect(form.queryByTestId('shift-fit-hint')).not.toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: 'Dana Staff' }));
    expect(await form.findByText('More agents than the planning needs per shift (1).')).toBeInTheDocument();
    await setField(user, form, 'End time', '18:30');
    await user.click(form.getByRole('button', { name: 'Add shift' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.shifts.toArray())[0]).toMatchObject({ start: '2026-02-01 08:00:00', end: '2026-02-01 17:30:00' });
    // In the table, more agents than needed is not shown as plainly staffed.
    expect(within(await screen.findByTestId('shift-row')).getByText('2/1')).toHaveAttribute('data-staffing', 'over');
  });
});
