/**
 * The directory and accounts in Chromium against the real server:
 * - an admin adds a client (the form names a bad email and sends nothing; fixed, it reaches the
 *   server), and a location still used by plannings is archived instead of deleted;
 * - the licence block end to end: an agent whose licence expired is offered disabled, with the
 *   licence and the day, in the shift form, and the server refuses the assignment (422);
 * - an invitation: the admin invites a user in the Users screen, the mailed link sets the
 *   password and the user signs in; the admin disables it, and its open tab is signed out at its
 *   next call.
 * Screenshots: test-results/screenshots/directory-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, type ApiAs } from './helpers/api.js';
import { newWatchedContext, screenshot, useSharedBrowser } from './helpers/browser.js';
import { linkIn, mailFiles, waitForMail } from './helpers/mail.js';
import { openPlanning } from './helpers/planning-details.js';
import { expectPath, signIn, useSignedInContext } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl, dataDir } = e2eServer();
const browser = useSharedBrowser();
let admin: ApiAs;

interface Listed<T> { data: T[] }
interface Named { id: number; name: string; archived: number; address: string }
interface PlanningWire { id: number; location_id: number; request_id: number; start: string; end: string }

// One admin browser for the file, signed in once: each test opens its page as a link would.
const theAdmin = useSignedInContext(browser, baseUrl, 'admin@vigil.test');
beforeAll(async () => {
  admin = await apiAs(baseUrl, 'admin@vigil.test');
});

const drawer = (page: Page) => page.getByTestId('directory-drawer');

describe('the directory', () => {
  it('an admin adds a client; a location still in use is archived instead of deleted', { timeout: 120_000 }, async () => {
    const { page, problems } = theAdmin();
    await page.goto('/dashboard/clients');
    await page.getByRole('button', { name: 'Add client' }).click();
    const form = page.getByRole('form', { name: 'New client' });
    await form.getByLabel('Name').fill('Horizon E2E Logistics');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('enter a valid email address').waitFor();
    await screenshot(page, 'directory-client-invalid-email');
    const clients = async () => (await admin.get<Listed<Named>>('/api/clients?page[size]=100')).data;
    expect((await clients()).some((client) => client.name === 'Horizon E2E Logistics')).toBe(false);
    await form.getByLabel('Email').fill('ops@horizon-e2e.test');
    await form.getByLabel('Address').fill('Kaai 12, 2000 Antwerpen');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(async () => (await clients()).find((client) => client.name === 'Horizon E2E Logistics')?.name, { timeout: 30_000 }).toBe('Horizon E2E Logistics');
    // A wide row shows the address in its column, not a second time under the name.
    await form.waitFor({ state: 'detached' });
    await page.getByPlaceholder('Search clients').fill('Horizon E2E');
    const created = page.getByTestId('directory-row').filter({ hasText: 'Horizon E2E Logistics' });
    await created.waitFor({ timeout: 30_000 });
    expect(await created.getByText('Kaai 12, 2000 Antwerpen', { exact: true }).count()).toBe(1);
    await screenshot(page, 'directory-clients-wide');

    // A location used by plannings: Delete explains why not and offers Archive instead.
    const planning = (await admin.get<Listed<PlanningWire>>('/api/planning?page[size]=1&sort=-start')).data[0];
    const location = await admin.get<Named>(`/api/locations/${planning?.location_id ?? 0}`);
    await page.goto('/dashboard/locations');
    // Names repeat across clients (every site has an "Accueil"); the address does not.
    await page.getByPlaceholder('Search locations').fill(location.address);
    const rows = page.getByTestId('directory-row');
    await rows.first().waitFor({ timeout: 30_000 });
    let found = false;
    for (let i = 0; i < (await rows.count()) && !found; i += 1) {
      await rows.nth(i).click();
      found = (await drawer(page).getByLabel('Name').inputValue()) === location.name;
      if (!found) {
        await page.keyboard.press('Escape');
        await drawer(page).waitFor({ state: 'detached' });
      }
    }
    expect(found, `a row for ${location.name}`).toBe(true);
    await drawer(page).getByTestId('directory-delete').click();
    const dialog = page.getByTestId('directory-delete-dialog');
    await dialog.getByText('Still in use: it cannot be deleted').waitFor({ timeout: 15_000 });
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await screenshot(page, 'directory-location-in-use');
    await dialog.getByRole('button', { name: 'Archive instead' }).click();
    await expect.poll(async () => (await admin.get<Named>(`/api/locations/${location.id}`)).archived, { timeout: 30_000 }).toBe(1);
    await admin.send('PUT', `/api/locations/${location.id}`, { archived: false });
    expect(problems).toEqual([]);
  });

  it("a renamed client's new name reaches an open Planning Details of its planning, live", { timeout: 120_000 }, async () => {
    const client = await admin.send<{ data: { id: number } }>('POST', '/api/clients', { name: 'Lantern E2E Foods' });
    const clientId = client.data.id;
    const location = await admin.send<{ data: { id: number } }>('POST', '/api/locations', { client_id: clientId, name: 'Cold Store', address: 'Kaai 77', timezone: 'Europe/Brussels' });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    // The weekday of that very date: read in Brussels, the UTC date's weekday is the next one
    // for the last hour of every UTC day, and the order then has no day in its range.
    const date = day(45);
    const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
    const order = await admin.send<{ related: { plannings: { id: number }[] } }>('POST', '/api/requests', {
      request: { client_id: clientId, branch_id: null, location_id: location.data.id, po_number: null, note: null, equipment: [] },
      planning: [{ start: date, end: date, continuous: 0, request_type: 'Static', note: null, timeslots: [{ day: weekday, start: '08:00', end: '16:00', agents: 1 }] }],
    });
    const planningId = order.related.plannings[0]?.id ?? 0;
    expect(planningId, 'the order made a planning').toBeGreaterThan(0);

    const { page, problems } = theAdmin();
    const modal = await openPlanning(page, planningId);
    await modal.getByText('Lantern E2E Foods').first().waitFor({ timeout: 30_000 });
    await admin.send('PUT', `/api/clients/${clientId}`, { name: 'Lantern E2E Fresh Foods' });
    // No reload: the rename logs the planning again, and the feed brings it to this device.
    await modal.getByText('Lantern E2E Fresh Foods').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'directory-client-renamed-live');
    expect(problems).toEqual([]);
  });

  it('an agent with an expired licence is offered disabled with the reason, and the server refuses it', { timeout: 120_000 }, async () => {
    const subcontractor = (await admin.get<Listed<{ id: number }>>('/api/subcontractors?page[size]=100')).data[0];
    const agent = await admin.send<{ data: { id: number } }>('POST', '/api/agents', { subcontractor_id: subcontractor?.id, first_name: 'Lapsed', last_name: 'Cardholder' });
    const agentId = agent.data.id;
    await admin.send('POST', '/api/accounts', { email: 'lapsed.cardholder@vigil.test', first_name: 'Lapsed', last_name: 'Cardholder', role: 'agent', subcontractor_id: subcontractor?.id, agent_id: agentId });
    await admin.send('POST', '/api/licenses', { agent_id: agentId, type: 'Guard card', number: 'GC-E2E-1', issued_at: '2019-02-01', expires_at: '2024-01-31' });
    const now = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const planning = (await admin.get<Listed<PlanningWire>>(`/api/planning?filter[status]=pending&start=${encodeURIComponent(now)}&sort=start&page[size]=100`)).data[40];
    expect(planning, 'an upcoming pending planning').toBeDefined();
    const planningId = planning?.id ?? 0;

    const { page, problems } = theAdmin();
    const modal = await openPlanning(page, planningId);
    await modal.getByRole('button', { name: 'Add new shift' }).click();
    const form = page.getByRole('form', { name: 'Shift details' });
    await form.getByPlaceholder('Search agents').fill('Cardholder');
    const option = form.getByTestId(`agent-option-${agentId}`);
    await option.waitFor({ timeout: 60_000 });
    await expect.poll(() => option.getAttribute('data-disabled'), { timeout: 30_000 }).toBe('');
    expect(await option.textContent()).toContain('Licence Guard card GC-E2E-1 expired on 31/01/2024');
    await screenshot(page, 'directory-licence-blocked-agent');

    const refused = await fetch(`${baseUrl}/api/shifts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ planning_id: planningId, request_id: planning?.request_id, start: planning?.start, end: planning?.end, agents: [agentId] }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe('Lapsed Cardholder\'s licence Guard card GC-E2E-1 expired on 2024-01-31.');
    expect(problems).toEqual([]);
  });
});

describe('accounts', () => {
  it('an invited user sets a password from the mail and signs in; disabled, its open tab is signed out at its next call', { timeout: 150_000 }, async () => {
    const email = 'invited.planner@vigil.test';
    const before = new Set(mailFiles(dataDir));
    const { page, problems } = theAdmin();
    await page.goto('/dashboard/users');
    await page.getByRole('button', { name: 'Invite user' }).click();
    const form = page.getByRole('form', { name: 'Invite a user' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('First name').fill('Ines');
    await form.getByLabel('Last name').fill('Vited');
    await form.getByTestId('field-language').selectOption('en');
    await form.getByTestId('field-owner').selectOption('staff');
    await form.getByTestId('field-role').selectOption('planner');
    await screenshot(page, 'directory-invite-form');
    await form.getByRole('button', { name: 'Send invitation' }).click();

    const mail = await waitForMail(dataDir, email, before, 30_000);
    const invitee = await newWatchedContext(browser(), baseUrl);
    await invitee.page.goto(linkIn(mail, '/resetpassword').replace(/^https?:\/\/[^/]+/, ''));
    // An invitation's link sets a first password: worded so, not as a reset.
    await invitee.page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await invitee.page.getByLabel('New password').fill('invited-planner-pass');
    await invitee.page.getByLabel('Confirm password').fill('invited-planner-pass');
    await invitee.page.getByRole('button', { name: 'Set password' }).click();
    await expectPath(invitee.page, '/signin');
    await signIn(invitee.page, email, 'invited-planner-pass');
    await expectPath(invitee.page, '/dashboard');

    // The admin disables it in the Users screen.
    await page.getByPlaceholder('Search users').fill('Vited');
    await page.getByTestId('directory-row').first().click({ timeout: 30_000 });
    await drawer(page).getByTestId('account-disable').click();
    await page.getByTestId('account-disable-confirm').click();
    const accounts = async () => (await admin.get<Listed<{ disabled: number; user: { email: string } }>>('/api/accounts?page[size]=100')).data;
    await expect.poll(async () => (await accounts()).find((account) => account.user.email === email)?.disabled, { timeout: 30_000 }).toBe(1);
    await screenshot(page, 'directory-user-disabled');

    // Its open tab: the next call is refused, the refresh too, and it lands on the sign-in page.
    await invitee.page.goto('/dashboard/planning');
    await expectPath(invitee.page, '/signin');
    expect(problems).toEqual([]);
    await invitee.context.close();
  });
});
