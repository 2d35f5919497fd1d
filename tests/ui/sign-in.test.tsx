import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_FLAG } from '../../src-sync/index.js';
import { tokenReply } from './helpers/fake-api.js';
import { renderApp } from './helpers/render-app.js';
import { users } from './helpers/users.js';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  const emailInput = await screen.findByLabelText('Email');
  if (email) await user.type(emailInput, email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('looks like the product: wordmark, links, single sign-on, no template leftovers', async () => {
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Sign in to Vigil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: /sign in with single sign-on/i })).toBeInTheDocument();
    expect(screen.queryByText(/demo|theme|language/i)).toBeNull();
    expect(document.title).toBe('Vigil');
  });

  it("says 'required' under each empty field and sends nothing", async () => {
    const { user, fake } = renderApp('/signin');
    await fillAndSubmit(user, '', '');
    expect(await screen.findAllByText('required')).toHaveLength(2);
    expect(fake.calls).toEqual([]);
  });

  it('shows the server message for a wrong password and stays on /signin', async () => {
    const { user, fake, pathname } = renderApp('/signin');
    fake.on('POST /api/login', { status: 401, body: { error: 'invalid_credentials', message: 'Wrong email or password.' } });
    await fillAndSubmit(user, 'admin@vigil.test', 'not-the-password');
    expect(await screen.findByText('Sign-in failed: Wrong email or password.')).toBeInTheDocument();
    expect(pathname()).toBe('/signin');
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBeNull();
    expect(fake.calls.map((c) => c.path)).toEqual(['/api/login']);
  });

  it('says a disabled account is disabled (its right password was given), in the user’s language', async () => {
    const { user, fake, pathname } = renderApp('/signin');
    fake.on('POST /api/login', { status: 403, body: { error: 'account_disabled', message: 'This account has been disabled. Ask your administrator to enable it again.' } });
    await fillAndSubmit(user, 'admin@vigil.test', 'the-right-password');
    expect(await screen.findByText('Sign-in failed: This account has been disabled. Ask your administrator to enable it again.')).toBeInTheDocument();
    expect(pathname()).toBe('/signin');
  });

  it('shows the rate-limit message of a 429', async () => {
    const { user, fake } = renderApp('/signin');
    fake.on('POST /api/login', { status: 429, headers: { 'retry-after': '60' }, body: { error: 'rate_limited', message: 'Too many sign-in attempts. Try again in a minute.' } });
    await fillAndSubmit(user, 'admin@vigil.test', 'whatever');
    expect(await screen.findByText('Sign-in failed: Too many sign-in attempts. Try again in a minute.')).toBeInTheDocument();
  });

  it('signs in and lands on the dashboard', async () => {
    const { user, fake, pathname } = renderApp('/signin');
    fake.on('POST /api/login', tokenReply('t-1'));
    fake.on('GET /api/account/own', { status: 200, body: users.admin });
    await fillAndSubmit(user, 'admin@vigil.test', 'vigil-demo');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(pathname()).toBe('/dashboard');
    expect(screen.getByText('Administrator', { selector: 'span' })).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/api/account/own')?.authorization).toBe('Bearer t-1');
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBe('1');
    expect(fake.unexpected).toEqual([]);
  });

  it('starts single sign-on with PKCE by sending the browser to /oauth/authorize', async () => {
    const { user, services } = renderApp('/signin');
    await user.click(await screen.findByRole('button', { name: /single sign-on/i }));
    await waitFor(() => expect(services.redirectBrowser).toHaveBeenCalledTimes(1));
    const url = new URL(String(vi_firstArg(services.redirectBrowser)), 'http://localhost:3000');
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth');
  });
});

function vi_firstArg(fn: unknown): unknown {
  return (fn as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0];
}
