import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_FLAG, OWN_ACCOUNT_KEY } from '../../src-sync/index.js';
import { holdFirstScreen } from '../../src/shared/first-screen/first-screen-handle.js';
import { tokenReply } from './helpers/fake-api.js';
import { renderApp } from './helpers/render-app.js';
import { users } from './helpers/users.js';

describe('route guard', () => {
  it('sends a signed-out visitor to /signin and back to the wanted path after sign-in', async () => {
    const { user, fake, pathname } = renderApp('/dashboard/requests');
    expect(await screen.findByRole('heading', { name: 'Sign in to Vigil' })).toBeInTheDocument();
    expect(pathname()).toBe('/signin');
    expect(fake.calls).toEqual([]);

    fake.on('POST /api/login', tokenReply());
    fake.on('GET /api/account/own', { status: 200, body: users.client });
    await user.type(screen.getByLabelText('Email'), 'client@vigil.test');
    await user.type(screen.getByLabelText('Password'), 'vigil-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The section's own page needs the local database; the shell is on its route.
    await waitFor(() => expect(screen.getByTestId('menu-requests')).toHaveAttribute('aria-current', 'page'));
    expect(pathname()).toBe('/dashboard/requests');
  });

  it('takes the start-up paint of the planning list away when the app lands elsewhere (sign-in)', async () => {
    const remove = vi.fn<() => void>();
    holdFirstScreen(remove);
    renderApp('/dashboard/planning');
    expect(await screen.findByRole('heading', { name: 'Sign in to Vigil' })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('restores the session on reload through /refreshing and returns to the same path', async () => {
    const { fake, pathname, visited } = renderApp('/dashboard/agents', { signedInAs: users.planner });
    // The section's own page needs the local database; the shell is on its route.
    await waitFor(() => expect(screen.getByTestId('menu-agents')).toHaveAttribute('aria-current', 'page'));
    expect(pathname()).toBe('/dashboard/agents');
    expect(visited()).toContain('/refreshing');
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /oauth/token', 'GET /api/account/own']);
  });

  it('with the account of an earlier visit stored, opens the page at once without /refreshing', async () => {
    localStorage.setItem(OWN_ACCOUNT_KEY, JSON.stringify(users.planner));
    const { fake, pathname, visited } = renderApp('/dashboard/agents', { signedInAs: users.planner });
    // The section's own page needs the local database; the shell is on its route.
    await waitFor(() => expect(screen.getByTestId('menu-agents')).toHaveAttribute('aria-current', 'page'));
    expect(pathname()).toBe('/dashboard/agents');
    expect(visited()).not.toContain('/refreshing');
    await waitFor(() => expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /oauth/token', 'GET /api/account/own']));
  });

  it('clears the flag and shows sign-in when the stored session cannot be refreshed', async () => {
    localStorage.setItem(LOGGED_IN_FLAG, '1');
    const { fake, pathname } = renderApp('/dashboard');
    fake.on('POST /oauth/token', { status: 401, body: { error: 'invalid_grant', message: 'Session expired.' } });
    expect(await screen.findByRole('heading', { name: 'Sign in to Vigil' })).toBeInTheDocument();
    expect(pathname()).toBe('/signin');
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBeNull();
  });

  it('holds an unverified user on /confirm-account from every protected route', async () => {
    const { pathname } = renderApp('/dashboard/planning', { signedInAs: users.unverified });
    expect(await screen.findByRole('heading', { name: 'Welcome, Noor' })).toBeInTheDocument();
    expect(pathname()).toBe('/confirm-account');
  });

  it('sends a signed-in user away from /signin to /dashboard', async () => {
    const { pathname } = renderApp('/signin', { signedInAs: users.admin });
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  });

  it('sends a verified user away from /confirm-account', async () => {
    const { pathname } = renderApp('/confirm-account', { signedInAs: users.admin });
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
  });
});
