/**
 * The directory's forms and rules on the device: a location's required fields, unknown timezone
 * and coordinates out of range are named under their inputs and nothing is queued; a valid one
 * shows at once under a temp id and queues one create carrying its tempId; a licence expiring
 * before it was issued is refused; a subcontractor user gets no "Add client" (the permission table).
 */
import { queries, screen, waitFor, within, type BoundFunctions } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { accountRowSchema, agentRowSchema, clientRowSchema, subcontractorRowSchema, type OwnUser, type VigilDb } from '../../../src-sync/index.js';
import { DirectoryPage } from '../../../src/features/directory/directory-page.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const T0 = '2026-01-01 00:00:00';

async function seed(db: VigilDb): Promise<void> {
  await db.sync_state.put({ key: 'last_sync_at', value: Date.now() });
  await db.clients.put(clientRowSchema.parse({ id: 10, name: 'Harbour Mall', email: null, phone: null, address: null, updated_at: T0 }));
  await db.subcontractors.put(subcontractorRowSchema.parse({ id: 20, company_name: 'NightWatch BV', email: null, phone: null, vat_number: null, updated_at: T0 }));
  await db.agents.put(agentRowSchema.parse({ id: 31, subcontractor_id: 20, user_id: null, first_name: 'Ann', last_name: 'Night', email: null, phone: null, user: null, updated_at: T0 }));
  await db.accounts.put(accountRowSchema.parse({ id: 41, user_id: 7, client_id: 10, subcontractor_id: null, role: 'owner', user: { first_name: 'Mia', last_name: 'Mall', email: 'mia@harbour.test' }, updated_at: T0 }));
}

/** The owner select lists the device's clients once the lookups' first read is in. */
const ownersLoaded = (select: HTMLElement) =>
  waitFor(() => expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toContain('client:10'), { timeout: 10_000 });

type Form = BoundFunctions<typeof queries>;

/** A location of Harbour Mall, 'Loading dock' at 'Quay 4', with these timezone and coordinates. */
async function fillLocation(user: UserEvent, form: Form, values: { timezone: string; latitude: string; longitude: string }): Promise<void> {
  await ownersLoaded(form.getByTestId('field-owner'));
  await user.selectOptions(form.getByTestId('field-owner'), 'client:10');
  await user.type(form.getByLabelText(/^Name/), 'Loading dock');
  await user.type(form.getByLabelText(/^Address/), 'Quay 4');
  await user.clear(form.getByLabelText(/^Timezone/));
  await user.type(form.getByLabelText(/^Timezone/), values.timezone);
  await user.type(form.getByLabelText(/^Latitude/), values.latitude);
  await user.type(form.getByLabelText(/^Longitude/), values.longitude);
}

async function open(path: string, user: OwnUser = users.admin) {
  const db = freshDb();
  await seed(db);
  const view = renderWithWorkspace(
    db,
    user,
    <MemoryRouter initialEntries={[path]}>
      <DirectoryPage />
    </MemoryRouter>,
  );
  return { db, ...view };
}

describe('directory forms', { timeout: 60_000 }, () => {
  it('names every empty required field, an unknown timezone and coordinates out of range, and queues nothing', async () => {
    const { db, user, requests } = await open('/dashboard/locations?record=new');
    const form = within(await screen.findByRole('form', { name: 'New location' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(form.getAllByText('required').length).toBeGreaterThanOrEqual(3));
    await fillLocation(user, form, { timezone: 'Mars/Olympus', latitude: '91', longitude: '4.3' });
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('not a known timezone, e.g. Europe/Brussels')).toBeInTheDocument();
    expect(await form.findByText('must be between -90 and 90')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.locations.count()).toBe(0);
    expect(requests).toEqual([]);
  });

  it("names an invitation's unchosen organisation and role 'required' (an empty organisation is not the company's staff)", async () => {
    const { db, user, requests } = await open('/dashboard/users?record=new');
    const form = within(await screen.findByRole('form', { name: 'Invite a user' }));
    await user.type(form.getByLabelText(/^Email/), 'new.guard@harbour.test');
    await user.type(form.getByLabelText(/^First name/), 'New');
    await user.type(form.getByLabelText(/^Last name/), 'Guard');
    await ownersLoaded(form.getByTestId('field-owner'));
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    for (const input of ['field-owner', 'field-role']) {
      await waitFor(() => expect(form.getByTestId(input)).toHaveAttribute('aria-invalid', 'true'));
      expect(form.getByTestId(input).closest('[data-part="root"]')).toHaveTextContent('required');
    }
    expect(form.queryByText(/expected one of/)).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(requests).toEqual([]);
  });

  it('a client named like another is refused under its name, with the form left open and nothing queued', async () => {
    const { db, user, requests } = await open('/dashboard/clients?record=new');
    const form = within(await screen.findByRole('form', { name: 'New client' }));
    await user.type(form.getByLabelText(/^Name/), ' harbour mall');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('another record already has this name')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.clients.count()).toBe(1);
    expect(requests).toEqual([]);
  });

  it("an invitation to an address another account has is refused under the field, with the form left open and nothing queued", async () => {
    const { db, user, requests } = await open('/dashboard/users?record=new');
    const form = within(await screen.findByRole('form', { name: 'Invite a user' }));
    await user.type(form.getByLabelText(/^Email/), 'Mia@Harbour.test');
    await user.type(form.getByLabelText(/^First name/), 'Mia');
    await user.type(form.getByLabelText(/^Last name/), 'Again');
    await ownersLoaded(form.getByTestId('field-owner'));
    await user.selectOptions(form.getByTestId('field-owner'), 'staff');
    await user.selectOptions(form.getByTestId('field-role'), 'planner');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('already used by another account')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.accounts.count()).toBe(1);
    expect(requests).toEqual([]);
    expect(screen.getByRole('form', { name: 'Invite a user' })).toBeInTheDocument();
  });

  it('a valid location shows at once and queues one create with its tempId', async () => {
    const { db, user } = await open('/dashboard/locations?record=new');
    const form = within(await screen.findByRole('form', { name: 'New location' }));
    await fillLocation(user, form, { timezone: 'Europe/Brussels', latitude: '50.8466', longitude: '4.3528' });
    await user.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1), { timeout: 10_000 });
    const [queued] = await db.outbox.toArray();
    expect(queued?.path).toBe('/api/locations');
    const body = queued?.body as Record<string, unknown>;
    expect(body).toMatchObject({ client_id: 10, name: 'Loading dock', address: 'Quay 4', timezone: 'Europe/Brussels', latitude: 50.8466, longitude: 4.3528 });
    expect(body.tempId).toMatch(/^tmp-/);
    const [row] = await db.locations.toArray();
    expect(row?.id).toBeLessThan(0);
    expect(row?.tempId).toBe(body.tempId);
  });

  it('refuses a licence that expires before it was issued', async () => {
    const { db, user } = await open('/dashboard/agents?record=31');
    await user.click(await screen.findByTestId('directory-tab-licenses'));
    await user.click(await screen.findByTestId('directory-add-licenses'));
    const form = within(await screen.findByRole('form', { name: 'New licence' }));
    await user.type(form.getByLabelText(/^Type/), 'Guard card');
    await user.type(form.getByLabelText(/^Number/), 'GC-1');
    await user.type(form.getByLabelText(/^Issued on/), '01/05/2026');
    await user.type(form.getByLabelText(/^Expires on/), '30/04/2026');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('must not be before the issue date')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('opens a record on the tab its address names (a licence notice opens the agent on its licences)', async () => {
    await open('/dashboard/agents?record=31&tab=licenses');
    expect(await screen.findByTestId('directory-add-licenses')).toBeInTheDocument();
    expect(screen.getByTestId('directory-tab-licenses')).toHaveAttribute('aria-selected', 'true');
  });

  it("an account's detail view names what its form does not: the email, Disabled and Invited", async () => {
    const { db } = await open('/dashboard/users?record=41');
    await db.accounts.update(41, { disabled: 1, verified: 0 });
    const drawer = await screen.findByTestId('directory-drawer');
    expect(await within(drawer).findByTestId('directory-drawer-subtitle')).toHaveTextContent('mia@harbour.test');
    await waitFor(() => expect(within(drawer).getAllByTestId('record-badge').map((badge) => badge.textContent)).toEqual(['Disabled', 'Invited']));
  });

  it('mails an invitation nobody accepted again from its drawer, and offers it no more once accepted', async () => {
    const { db, user, services } = await open('/dashboard/users?record=41');
    const sendInvitationAgain = vi.fn<(accountId: number) => Promise<string>>().mockResolvedValue('mia@harbour.test');
    services.session.sendInvitationAgain = sendInvitationAgain;
    await db.accounts.update(41, { verified: 0 });
    const drawer = await screen.findByTestId('directory-drawer');
    await user.click(await within(drawer).findByTestId('account-send-invitation'));
    expect(sendInvitationAgain).toHaveBeenCalledWith(41);
    expect(await screen.findByText('Invitation sent again to mia@harbour.test')).toBeInTheDocument();
    await db.accounts.update(41, { verified: 1 });
    await waitFor(() => expect(within(drawer).queryByTestId('account-send-invitation')).toBeNull());
  });

  it('moves between sections from one to the next without showing one section\'s rows in another\'s columns', async () => {
    // The sidebar keeps the page mounted: Clients to Users to Clients crashed on the rows of the
    // section before (an account has no name, a client no user).
    function Sidebar() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => void navigate('/dashboard/users')}>to users</button>
          <button type="button" onClick={() => void navigate('/dashboard/clients')}>to clients</button>
        </>
      );
    }
    const db = freshDb();
    await seed(db);
    const { user } = renderWithWorkspace(
      db,
      users.admin,
      <MemoryRouter initialEntries={['/dashboard/clients']}>
        <Sidebar />
        <DirectoryPage />
      </MemoryRouter>,
    );
    expect(await within(await screen.findByTestId('directory-clients')).findByText('Harbour Mall')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'to users' }));
    expect(await within(await screen.findByTestId('directory-page-users')).findByText(/mia@harbour\.test/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'to clients' }));
    expect(await within(await screen.findByTestId('directory-clients')).findByText('Harbour Mall')).toBeInTheDocument();
  });

  it('offers no Add client to a subcontractor user', async () => {
    await open('/dashboard/clients', users.subcontractor);
    await screen.findByTestId('directory-clients');
    expect(screen.queryByTestId('directory-add-clients')).toBeNull();
  });
});
