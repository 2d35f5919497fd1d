import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnUser } from '../../src-sync/index.js';
import { LOGGED_IN_FLAG } from '../../src-sync/index.js';
import { renderApp } from './helpers/render-app.js';
import { users } from './helpers/users.js';

async function menuKeys(): Promise<string[]> {
  await screen.findByTestId('menu-logout');
  return [...document.querySelectorAll('[data-testid^="menu-"]')].map((el) => el.getAttribute('data-testid')?.replace('menu-', '') ?? '');
}

const cases: [string, OwnUser, string[]][] = [
  // Beyond the spec's menus (ARCHITECTURE.md "Directory and accounts"): an admin's Users and
  // Equipment, a subcontractor's own Agents.
  ['admin', users.admin, ['requests', 'planning', 'clients', 'locations', 'subcontractors', 'agents', 'users', 'equipment', 'logout']],
  // Planners take orders for clients (request.create), so Requests joins the spec's planner menu.
  ['planner', users.planner, ['requests', 'planning', 'agents', 'logout']],
  // A client user's contacts: those of no branch are reachable from no branch's tab.
  ['client', users.client, ['requests', 'planning', 'branches', 'contacts', 'logout']],
  ['subcontractor', users.subcontractor, ['requests', 'planning', 'locations', 'agents', 'logout']],
  // Not a spec menu: a guard with a sign-in has its phone view (My shifts, /field) and the
  // plannings of the shifts it works.
  ['agent', users.agent, ['shifts', 'planning', 'logout']],
];

describe('sidebar per role (derived from the signed-in user)', () => {
  it.each(cases)('%s sees exactly its menu, each entry linking to /dashboard/<key>', async (_role, user, expected) => {
    const { fake } = renderApp('/dashboard', { signedInAs: user });
    expect(await menuKeys()).toEqual(expected);
    for (const key of expected.filter((k) => k !== 'logout')) {
      expect(screen.getByTestId(`menu-${key}`)).toHaveAttribute('href', key === 'shifts' ? '/field' : `/dashboard/${key}`);
    }
    expect(screen.getByTestId('app-logo')).toHaveAttribute('href', '/dashboard');
    expect(fake.unexpected).toEqual([]);
  });

  it('opens a section route from the menu', async () => {
    const { user, pathname } = renderApp('/dashboard', { signedInAs: users.planner });
    await user.click(await screen.findByTestId('menu-agents'));
    // The section's own page needs the local database; the shell is on its route.
    await waitFor(() => expect(screen.getByTestId('menu-agents')).toHaveAttribute('aria-current', 'page'));
    expect(pathname()).toBe('/dashboard/agents');
  });

  it("treats a section outside the user's menu as an unknown route", async () => {
    renderApp('/dashboard/clients', { signedInAs: users.planner });
    expect(await screen.findByText('Looks like you got lost')).toBeInTheDocument();
  });

  it('logs out from the menu: server revoked, flag removed, browser sent to /logout', async () => {
    const { user, fake, services } = renderApp('/dashboard', { signedInAs: users.admin });
    fake.on('POST /api/logout', { status: 204 });
    await user.click(await screen.findByTestId('menu-logout'));
    await waitFor(() => expect(services.redirectBrowser).toHaveBeenCalledWith(`http://localhost:3000/logout?redirect_uri=${encodeURIComponent('http://localhost:3000/signin')}`));
    expect(fake.calls.filter((c) => c.path === '/api/logout')).toHaveLength(1);
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBeNull();
    // The SPA does not jump to /signin itself: the server's /logout redirect brings the browser there.
    expect(screen.getByText('Signing out…')).toBeInTheDocument();
  });
});
