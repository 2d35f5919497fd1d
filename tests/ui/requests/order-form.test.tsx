/** The order form (issue 14): each rule of an order is named on its field, in the spec's words,
 * and a broken order queues nothing; a good one is queued with the spec's payload and shows at
 * once, pending. */
import { screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/index.js';
import { EditRequestPage, NewRequestPage } from '../../../src/features/requests/order-page.js';
import { requestRow } from '../../sync/helpers/rows.js';
import { timeslot } from '../planning-history/history-fixtures.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const T0 = '2026-01-01 00:00:00';
const day = (days: number) => DateTime.now().setZone('Europe/Brussels').plus({ days }).toFormat('dd/MM/yyyy');

async function seed(db: VigilDb): Promise<void> {
  await db.sync_state.put({ key: 'last_sync_at', value: Date.now() });
  await db.clients.put({ id: 10, name: 'Harbour Mall', email: null, phone: null, address: null, archived: 0, updated_at: T0 });
  await db.branches.bulkPut([
    { id: 11, client_id: 10, name: 'North Wing', address: null, email: null, phone: null, archived: 0, updated_at: T0 },
    { id: 12, client_id: 10, name: 'South Wing', address: null, email: null, phone: null, archived: 0, updated_at: T0 },
  ]);
  const place = { address: 'Quay street 12', number: null, postal_code: null, city: null, country: null, timezone: 'Europe/Brussels', latitude: null, longitude: null, subcontractor_id: null, archived: 0 as const, updated_at: T0 };
  await db.locations.bulkPut([
    { id: 21, client_id: 10, branch_id: 11, name: 'Main entrance', ...place },
    { id: 22, client_id: 10, branch_id: 12, name: 'Loading dock', ...place },
  ]);
  await db.equipment.bulkPut([{ id: 31, name: 'Radio', description: null, archived: 0, updated_at: T0 }]);
}

async function renderForm() {
  const db = freshDb();
  await seed(db);
  const view = renderWithWorkspace(
    db,
    users.client,
    // A data router, as the app's: the page asks before a navigation drops typed input.
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/dashboard/requests/new', element: <NewRequestPage /> },
          { path: '/dashboard/requests/:requestId', element: <p>request page</p> },
          { path: '/dashboard/requests', element: <p>requests list</p> },
        ],
        { initialEntries: ['/dashboard/requests/new'] },
      )}
    />,
  );
  await screen.findByTestId('order-form');
  return { db, ...view };
}

const slot = (index = 0) => screen.getAllByTestId('order-timeslot')[index] as HTMLElement;

async function choosePlace(user: ReturnType<typeof renderWithWorkspace>['user']): Promise<void> {
  await user.selectOptions(screen.getByTestId('order-branch'), '11');
  await user.selectOptions(screen.getByTestId('order-location'), '21');
}

async function fillSlot(user: ReturnType<typeof renderWithWorkspace>['user'], start: string, end: string, dayRows: number[]): Promise<void> {
  const card = slot();
  await user.type(within(card).getByTestId('order-start'), start);
  await user.type(within(card).getByTestId('order-end'), end);
  for (const row of dayRows) await user.click(within(within(card).getAllByTestId('order-day')[row] as HTMLElement).getByRole('checkbox'));
}

describe('the order form', () => {
  it("fixes a client user's organisation and offers only the chosen branch's locations", async () => {
    const { user } = await renderForm();
    expect(screen.getByTestId('order-client')).toHaveAttribute('readonly');
    expect(screen.getByTestId('order-client')).toHaveValue('Harbour Mall');
    await user.selectOptions(screen.getByTestId('order-branch'), '12');
    const options = within(screen.getByTestId('order-location')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Choose…', 'Loading dock · Quay street 12']);
  });

  it("names every missing field 'required' and queues nothing", async () => {
    const { db, user, requests } = await renderForm();
    await user.click(screen.getByTestId('order-submit'));
    expect(await within(slot()).findAllByText('required')).toHaveLength(2);
    // No branch chosen, and every location of the client belongs to one: the branch is what is
    // missing, and the empty location list says so.
    expect(screen.getByText('Branch').closest('[data-part="root"]')).toHaveTextContent('required');
    expect(screen.getByText('Location').closest('[data-part="root"]')).not.toHaveTextContent('required');
    expect(within(screen.getByTestId('order-location')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a branch first']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.requests.count()).toBe(0);
    expect(requests).toEqual([]);
  });

  it('says nothing before the first Send: adding a timeslot or equipment, or leaving a field, shows no error', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByTestId('order-branch'));
    await user.tab();
    // A date the form pads on leaving it (1/1/2020 -> 01/01/2020), in the past: not named yet.
    await user.type(within(slot()).getByTestId('order-start'), '1/1/2020');
    await user.tab();
    expect(within(slot()).getByTestId('order-start')).toHaveValue('01/01/2020');
    expect(screen.queryByText('must not be in the past')).toBeNull();
    await user.click(screen.getByTestId('order-add-timeslot'));
    await user.click(screen.getByTestId('order-add-equipment'));
    expect(screen.getAllByTestId('order-timeslot')).toHaveLength(2);
    // The new timeslot's empty dates and days were named at once, before anything was sent.
    expect(screen.queryByText('required')).toBeNull();
    expect(screen.queryByText('choose at least one day')).toBeNull();
    await user.click(screen.getByTestId('order-submit'));
    expect(await within(slot(1)).findAllByText('required')).toHaveLength(2);
  });

  it('asks before Back or the Requests link drops a half-filled order: Keep editing keeps it, Discard leaves', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByTestId('order-po'), 'PO-31');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const question = await screen.findByTestId('unsaved-changes');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes')).toBeNull());
    expect(screen.getByTestId('order-po')).toHaveValue('PO-31');
    await user.click(screen.getByRole('link', { name: 'Requests' }));
    await user.click(within(await screen.findByTestId('unsaved-changes')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('requests list')).toBeInTheDocument();
  });

  it('offers no end time on a continuous timeslot (each day runs 24 hours), and gives it back when unticked', async () => {
    const { user } = await renderForm();
    const endOf = (row: number) => within(within(slot()).getAllByTestId('order-day')[row] as HTMLElement);
    await user.clear(endOf(0).getByTestId('order-day-end'));
    await user.type(endOf(0).getByTestId('order-day-end'), '17:30');
    await user.click(within(slot()).getByTestId('order-continuous'));
    expect(within(slot()).queryAllByTestId('order-day-end')).toHaveLength(0);
    expect(endOf(0).getByTestId('order-day-round-the-clock')).toHaveTextContent('24 h');
    await user.click(within(slot()).getByTestId('order-continuous'));
    expect(endOf(0).getByTestId('order-day-end')).toHaveValue('17:30');
  });

  it('says a timeslot ends before it starts, starts in the past, has no day, and that an order needs a timeslot', async () => {
    const { db, user } = await renderForm();
    await choosePlace(user);
    await fillSlot(user, day(12), day(10), []);
    await user.click(screen.getByTestId('order-submit'));
    expect(await within(slot()).findByText('ends before it starts')).toBeInTheDocument();
    expect(within(slot()).getByTestId('order-days-error')).toHaveTextContent('choose at least one day');
    const start = within(slot()).getByTestId('order-start');
    await user.clear(start);
    await user.type(start, day(-2));
    await user.click(screen.getByTestId('order-submit'));
    expect(await within(slot()).findByText('must not be in the past')).toBeInTheDocument();
    await user.click(within(slot()).getByTestId('order-remove-timeslot'));
    await user.click(screen.getByTestId('order-submit'));
    expect(await screen.findByTestId('order-timeslots-error')).toHaveTextContent('add at least one timeslot');
    expect(await db.outbox.count()).toBe(0);
  });

  it('names the format for a date or an hour that is not one, and names the equipment left unchosen', async () => {
    const { db, user } = await renderForm();
    await choosePlace(user);
    // A date typed the wire's way: told what to type instead of only "not valid".
    await fillSlot(user, '2030-02-12', day(20), [0]);
    const hours = within(within(slot()).getAllByTestId('order-day')[0] as HTMLElement).getByTestId('order-day-end');
    await user.clear(hours);
    await user.type(hours, '25:00');
    await user.click(screen.getByTestId('order-add-equipment'));
    await user.click(screen.getByTestId('order-submit'));
    expect(await within(slot()).findByText('expected DD/MM/YYYY')).toBeInTheDocument();
    expect(within(slot()).getByText('expected a time HH:mm')).toBeInTheDocument();
    expect(within(slot()).queryByText('not valid')).toBeNull();
    expect(within(screen.getByTestId('order-equipment')).getByText('required')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a good order with the spec payload (YYYY-MM-DD days, the weekday pattern, EUR) and shows it pending at once', async () => {
    const { db, user, requests } = await renderForm();
    await choosePlace(user);
    await fillSlot(user, day(14), day(20), [0, 2]);
    await user.type(screen.getByTestId('order-po'), 'PO-9');
    await user.click(screen.getByTestId('order-add-equipment'));
    await user.selectOptions(screen.getByTestId('order-equipment-item'), '31');
    await user.click(screen.getByTestId('order-submit'));
    await screen.findByText('request page');
    const [row] = await db.outbox.toArray();
    const wire = (d: number) => DateTime.now().setZone('Europe/Brussels').plus({ days: d }).toFormat('yyyy-MM-dd');
    expect(row?.path).toBe('/api/requests');
    expect(row?.body).toMatchObject({
      request: { client_id: 10, branch_id: 11, location_id: 21, po_number: 'PO-9', note: null, equipment: [{ equipment_id: 31, quantity: 1 }] },
      planning: [{ start: wire(14), end: wire(20), continuous: 0, request_type: 'Static', note: null, timeslots: [{ day: 'Monday', start: '08:00', end: '18:00', agents: 1 }, { day: 'Wednesday', start: '08:00', end: '18:00', agents: 1 }] }],
      currency: 'EUR',
    });
    await waitFor(async () => expect((await db.requests.toArray()).map((r) => [r.status, r.po_number])).toEqual([['pending', 'PO-9']]));
    expect(requests).toEqual([]);
  });
});

describe('changing an order', () => {
  it('keeps what was typed in sight when staff confirms the request meanwhile, and offers no Save', async () => {
    const db = freshDb();
    await seed(db);
    await db.requests.put(requestRow(5, { client_id: 10, branch_id: 11, location_id: 21, po_number: 'PO-1', client: { name: 'Harbour Mall' } }));
    await db.request_timeslots.put(timeslot(61, { request_id: 5 }));
    const { user } = renderWithWorkspace(
      db,
      users.client,
      <RouterProvider router={createMemoryRouter([{ path: '/dashboard/requests/:requestId/edit', element: <EditRequestPage /> }], { initialEntries: ['/dashboard/requests/5/edit'] })} />,
    );
    const po = await screen.findByTestId('order-po');
    await user.clear(po);
    await user.type(po, 'PO-typed-meanwhile');
    await db.requests.update(5, { status: 'confirmed' });
    expect(await screen.findByText('This request can no longer be changed: only a pending request can.')).toBeInTheDocument();
    expect(screen.getByTestId('order-po')).toHaveValue('PO-typed-meanwhile');
    expect(screen.queryByTestId('order-submit')).toBeNull();
  });
});
