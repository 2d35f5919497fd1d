/** Spec section 6 from the real user: admin-only actions are not rendered for anyone else; Add
 * new shift and delete shift for admin or the subcontractor the planning is forwarded to; edit
 * shift for anyone on the planning. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnUser } from '../../../src-sync/index.js';
import { users } from '../helpers/users.js';
import { ARGUS, NIGHTWATCH, planning, seedWorld, shift } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';
import { findOpenForm } from '../helpers/dialogs.js';

const ADMIN_ONLY = ['Forward planning', 'Cancel forward', 'Cancel planning', 'Delete planning'];

const forwardedTo = (id: number, name: string) => ({ subcontractor_id: id, contractor: { name }, contractor_status: 'accepted' as const });

async function open(user: OwnUser, overrides: Parameters<typeof planning>[1] = {}) {
  const db = freshDb();
  await seedWorld(db, [planning(100, overrides)], [shift(500, 100, { agents: [{ id: 31, first_name: 'Ann', last_name: 'Night', agent_shift_id: 9 }] })]);
  const view = renderDetails(db, user, 100);
  await screen.findByTestId('shift-row');
  return view;
}

function actionNames(): string[] {
  return within(screen.getByTestId('planning-actions'))
    .queryAllByRole('button')
    .map((button) => (button.textContent ?? '').trim());
}

describe('Planning Details permissions', () => {
  it('gives an admin every action, Add new shift, edit and delete shift', async () => {
    await open(users.admin, forwardedTo(ARGUS, 'Argus Bewaking NV'));
    expect(actionNames()).toEqual(ADMIN_ONLY);
    expect(screen.getByRole('button', { name: 'Add new shift' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit shift/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Delete shift/ })).toBeInTheDocument();
  });

  it('offers Cancel forward only for a forwarded planning, and no shift or forward changes once closed', async () => {
    await open(users.admin, { status: 'finished' });
    // Change status: a finished planning may still be archived.
    expect(actionNames()).toEqual(['Change status', 'Delete planning']);
    expect(screen.queryByRole('button', { name: 'Add new shift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit shift/ })).not.toBeInTheDocument();
  });

  it('shows a planner no admin action and no Add new shift, but lets it edit shifts', async () => {
    await open(users.planner, forwardedTo(ARGUS, 'Argus Bewaking NV'));
    expect(actionNames()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add new shift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete shift/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit shift/ })).toBeInTheDocument();
  });

  it("lets a planner edit a shift's times and agents but not choose its subcontractor", async () => {
    const { user } = await open(users.planner, forwardedTo(ARGUS, 'Argus Bewaking NV'));
    await user.click(screen.getByRole('button', { name: /^Edit shift/ }));
    const form = within(await findOpenForm('Shift details'));
    expect(form.getByLabelText('Start date')).toBeInTheDocument();
    expect(form.queryByLabelText('Subcontractor')).not.toBeInTheDocument();
  });

  it('lets an agent with a sign-in edit only the shifts it works, and nothing else', async () => {
    const db = freshDb();
    const agent = { ...users.agent, agent_id: 31 };
    await seedWorld(db, [planning(100, forwardedTo(ARGUS, 'Argus Bewaking NV'))], [
      shift(500, 100, { agents: [{ id: 31, first_name: 'Ann', last_name: 'Night', agent_shift_id: 9 }] }),
      shift(501, 100, { start: '2026-02-01 13:00:00', end: '2026-02-01 17:00:00', agents: [{ id: 32, first_name: 'Bob', last_name: 'Argus', agent_shift_id: 10 }] }),
    ]);
    renderDetails(db, agent, 100);
    await waitFor(() => expect(screen.getAllByTestId('shift-row')).toHaveLength(2));
    expect(actionNames()).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Edit shift/ })).toHaveLength(1);
    for (const name of ['Add new shift', /^Delete shift/, 'Save']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows a client no action at all', async () => {
    await open(users.client);
    expect(actionNames()).toEqual([]);
    for (const name of ['Add new shift', /^Edit shift/, /^Delete shift/, 'Save']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('lets a subcontractor add and delete shifts only on a planning forwarded to it', async () => {
    await open(users.subcontractor, forwardedTo(NIGHTWATCH, 'NightWatch BV'));
    // Its answer to the forward (accepted already, so it may still decline), nothing of the admin's.
    expect(actionNames()).toEqual(['Decline']);
    expect(screen.getByRole('button', { name: 'Add new shift' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Delete shift/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit shift/ })).toBeInTheDocument();
  });

  it('gives a subcontractor nothing to change on a planning forwarded to another one', async () => {
    await open(users.subcontractor, forwardedTo(ARGUS, 'Argus Bewaking NV'));
    for (const name of ['Add new shift', /^Edit shift/, /^Delete shift/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
