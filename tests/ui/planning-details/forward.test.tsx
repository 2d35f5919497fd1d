/** Forward modal rules (spec section 5): subcontractor required for the main slot, related
 * plannings of the same request as optional slots and only slots with a subcontractor sent, the
 * remove-shifts question only when the planning has a different subcontractor and shifts
 * (default YES), submit disabled until dirty. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REQUIRED } from '../../../src-sync/index.js';
import { users } from '../helpers/users.js';
import { ARGUS, NIGHTWATCH, planning, seedWorld, shift } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';
import type { Scope } from './shift-helpers.js';
import { findOpenForm } from '../helpers/dialogs.js';

const nightwatch = { subcontractor_id: NIGHTWATCH, contractor: { name: 'NightWatch BV' }, contractor_status: 'accepted' as const };

async function openForward(overrides: Parameters<typeof planning>[1], withShifts: boolean, related: ReturnType<typeof planning>[] = []) {
  const db = freshDb();
  await seedWorld(db, [planning(100, overrides), ...related], withShifts ? [shift(500, 100)] : []);
  const view = renderDetails(db, users.admin, 100);
  await view.user.click(await screen.findByRole('button', { name: 'Forward planning' }));
  const form = within(await findOpenForm('Forward planning'));
  return { db, form, ...view };
}

async function chooseMain(user: UserEvent, form: Scope, id: number) {
  await user.selectOptions(form.getByLabelText('Subcontractor for this planning'), String(id));
}

describe('Forward planning', () => {
  it('keeps Forward disabled until the form is dirty, and asks nothing for a planning without a subcontractor', async () => {
    const { form, user } = await openForward({}, true);
    expect(form.getByRole('button', { name: 'Forward' })).toBeDisabled();
    await chooseMain(user, form, ARGUS);
    expect(form.getByRole('button', { name: 'Forward' })).toBeEnabled();
    expect(form.queryByTestId('remove-shifts-question')).not.toBeInTheDocument();
  });

  it('asks to remove shifts (default YES) only when the chosen subcontractor differs and the planning has shifts', async () => {
    const { form, user, db } = await openForward(nightwatch, true);
    expect(form.queryByTestId('remove-shifts-question')).not.toBeInTheDocument();
    await chooseMain(user, form, ARGUS);
    const question = form.getByTestId('remove-shifts-question');
    expect(within(question).getByRole('radio', { name: 'YES' })).toBeChecked();
    expect(within(question).getByRole('radio', { name: 'NO' })).not.toBeChecked();
    await chooseMain(user, form, NIGHTWATCH);
    expect(form.queryByTestId('remove-shifts-question')).not.toBeInTheDocument();
    await chooseMain(user, form, ARGUS);
    await user.click(form.getByRole('button', { name: 'Forward' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [queued] = await db.outbox.toArray();
    expect(queued?.body).toEqual({ forwarded: [{ planning_id: 100, subcontractor_id: ARGUS }], remove_shifts: true });
    // remove_shifts: the shift is gone at once (optimistic), the planning shows the new subcontractor.
    expect(await db.shifts.count()).toBe(0);
    expect((await db.plannings.get(100))?.subcontractor_id).toBe(ARGUS);
  });

  it('sends remove_shifts false when the user answers NO', async () => {
    const { form, user, db } = await openForward(nightwatch, true);
    await chooseMain(user, form, ARGUS);
    await user.click(within(form.getByTestId('remove-shifts-question')).getByText('NO'));
    await user.click(form.getByRole('button', { name: 'Forward' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({ remove_shifts: false });
    expect(await db.shifts.count()).toBe(1);
  });

  it('does not ask when the planning has no shifts', async () => {
    const { form, user } = await openForward(nightwatch, false);
    await chooseMain(user, form, ARGUS);
    expect(form.queryByTestId('remove-shifts-question')).not.toBeInTheDocument();
  });

  it('lists the open related plannings of the request and sends only slots with a subcontractor', async () => {
    const related = [
      planning(101, { start: '2026-02-02 08:00:00', end: '2026-02-02 16:00:00' }),
      planning(102, { start: '2026-02-03 08:00:00', end: '2026-02-03 16:00:00' }),
      planning(103, { status: 'cancelled', start: '2026-02-04 08:00:00', end: '2026-02-04 16:00:00' }),
      planning(104, { request_id: 2, request: { id: 2, identifier: 'REQ-0002', po_number: null, note: null } }),
    ];
    const { form, user, db } = await openForward({}, false, related);
    const slots = form.getAllByLabelText(/^Subcontractor for 0/);
    // 101 and 102 only: 103 is cancelled, 104 belongs to another request.
    expect(slots).toHaveLength(2);
    expect(slots[0]).toHaveAccessibleName(/^Subcontractor for 02-02-2026 09:00/);
    // A related slot alone makes the form dirty, but the main slot is still required.
    await user.selectOptions(slots[0] as HTMLElement, String(NIGHTWATCH));
    await user.click(form.getByRole('button', { name: 'Forward' }));
    expect(await form.findByText(REQUIRED)).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    await chooseMain(user, form, ARGUS);
    await user.click(form.getByRole('button', { name: 'Forward' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.body).toEqual({
      forwarded: [
        { planning_id: 100, subcontractor_id: ARGUS },
        { planning_id: 101, subcontractor_id: NIGHTWATCH },
      ],
      remove_shifts: false,
    });
    expect(screen.queryByRole('form', { name: 'Forward planning' })).not.toBeInTheDocument();
  });

  it('sets every related slot at once', async () => {
    const related = [planning(101, { start: '2026-02-02 08:00:00', end: '2026-02-02 16:00:00' }), planning(102, { start: '2026-02-03 08:00:00', end: '2026-02-03 16:00:00' })];
    const { form, user, db } = await openForward({}, false, related);
    await user.selectOptions(form.getByLabelText('Set every other planning to'), String(ARGUS));
    for (const slot of form.getAllByLabelText(/^Subcontractor for 0/)) expect(slot).toHaveValue(String(ARGUS));
    await chooseMain(user, form, ARGUS);
    await user.click(form.getByRole('button', { name: 'Forward' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({ forwarded: [100, 101, 102].map((id) => ({ planning_id: id, subcontractor_id: ARGUS })) });
  });
});
