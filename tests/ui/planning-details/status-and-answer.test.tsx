/**
 * Moving a planning along its life, and the subcontractor's answer to a forward, from Planning
 * Details: the menu offers exactly the state machine's next steps (cancelling keeps its own
 * action, a pending planning is confirmed by reviewing its timeslots), and each choice is queued
 * like any planning edit (the local row at once, one PUT in the outbox).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordKey, type OwnUser, type PlanningRow, type VigilDb } from '../../../src-sync/index.js';
import { users } from '../helpers/users.js';
import { ARGUS, NIGHTWATCH, planning, seedWorld } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';

async function open(user: OwnUser, overrides: Partial<PlanningRow>) {
  const db = freshDb();
  await seedWorld(db, [planning(100, overrides)]);
  const view = renderDetails(db, user, 100);
  await screen.findByTestId('planning-actions');
  return { db, ...view };
}

async function queued(db: VigilDb) {
  return (await db.outbox.where('record_key').equals(recordKey('plannings', 100)).toArray()).map((row) => ({ method: row.method, body: row.body }));
}

const forwardedTo = (id: number, contractor_status: PlanningRow['contractor_status']) => ({ subcontractor_id: id, contractor: { name: 'NightWatch BV' }, contractor_status });

describe('Change status', () => {
  it('offers a confirmed planning its next steps only, and queues the one chosen', async () => {
    const { db, user } = await open(users.admin, { status: 'confirmed' });
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Started', 'Pending']);
    await user.click(screen.getByRole('menuitem', { name: 'Started' }));
    await waitFor(async () => expect((await db.plannings.get(100))?.status).toBe('started'));
    expect(await queued(db)).toEqual([{ method: 'PUT', body: { status: 'started', base_version: 1 } }]);
    // The header's badge follows, and the menu now offers what follows started.
    await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
    expect(await within(screen.getByTestId('planning-details-header')).findByText('Started')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Ended']);
  });

  it('lets a planner finish an ended planning, or start it again', async () => {
    const { user } = await open(users.planner, { status: 'ended' });
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Finished', 'Started']);
  });

  it.each([
    ['a pending planning (reviewing its timeslots confirms it)', users.admin, 'pending'],
    ['an archived planning', users.admin, 'archived'],
    ['a client', users.client, 'confirmed'],
  ] as const)('is not offered on %s', async (_, who, status) => {
    await open(who, { status });
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });
});

describe('the forwarded subcontractor\'s answer', () => {
  it('accepts a forward waiting for its reply, queued, and may decline it afterwards', async () => {
    const { db, user } = await open(users.subcontractor, { status: 'confirmed', ...forwardedTo(NIGHTWATCH, 'pending') });
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(async () => expect((await db.plannings.get(100))?.contractor_status).toBe('accepted'));
    expect(await queued(db)).toEqual([{ method: 'PUT', body: { contractor_status: 'accepted', base_version: 1 } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    // A subcontractor changes no status of the planning itself.
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('asks before declining, and once declined offers no shift to add until it accepts again', async () => {
    const { db, user } = await open(users.subcontractor, { status: 'confirmed', ...forwardedTo(NIGHTWATCH, 'pending') });
    expect(screen.getByRole('button', { name: 'Add new shift' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this job?' });
    // Nothing is queued by the first tap.
    expect(await queued(db)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(async () => expect((await db.plannings.get(100))?.contractor_status).toBe('declined'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add new shift' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it.each<[string, OwnUser, number, PlanningRow['status']]>([
    ['a planning forwarded to another subcontractor', users.subcontractor, ARGUS, 'confirmed'],
    ['staff (they change the forward itself)', users.admin, NIGHTWATCH, 'confirmed'],
    ['a finished planning', users.subcontractor, NIGHTWATCH, 'finished'],
  ])('is not offered on %s', async (_, who, to, status) => {
    await open(who, { status, ...forwardedTo(to, 'pending') });
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
