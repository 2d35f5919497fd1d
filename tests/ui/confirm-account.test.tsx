import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './helpers/render-app.js';
import { users } from './helpers/users.js';

async function fillPasswords(user: ReturnType<typeof renderApp>['user'], password: string, confirm: string) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('confirm-account', () => {
  it('greets by first name and offers Confirm and Logout', async () => {
    renderApp('/confirm-account', { signedInAs: users.unverified });
    expect(await screen.findByRole('heading', { name: 'Welcome, Noor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("says 'confirm password is not matching' and sends nothing", async () => {
    const { user, fake } = renderApp('/confirm-account', { signedInAs: users.unverified });
    await fillPasswords(user, 'a-new-password-1', 'something-else');
    expect(await screen.findByText('confirm password is not matching')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === '/api/account/password')).toBe(false);
  });

  it('sets the password and goes to /dashboard', async () => {
    const { user, fake, pathname } = renderApp('/confirm-account', { signedInAs: users.unverified });
    await screen.findByRole('heading', { name: 'Welcome, Noor' });
    fake.on('PUT /api/account/password', { status: 200, body: { success: true } });
    fake.on('GET /api/account/own', { status: 200, body: { ...users.unverified, verified: 1 } });
    await fillPasswords(user, 'a-new-password-1', 'a-new-password-1');
    expect(await screen.findByRole('heading', { name: 'Welcome, Noor' })).toBeInTheDocument();
    expect(pathname()).toBe('/dashboard');
    expect(fake.calls.find((c) => c.path === '/api/account/password')?.body).toEqual({
      password: 'a-new-password-1',
      password_confirm: 'a-new-password-1',
    });
  });

  it("shows 'Something went wrong!' when the server refuses", async () => {
    const { user, fake, pathname } = renderApp('/confirm-account', { signedInAs: users.unverified });
    fake.on('PUT /api/account/password', { status: 500, body: { error: 'internal', message: 'Something went wrong. Please try again later.' } });
    await fillPasswords(user, 'a-new-password-1', 'a-new-password-1');
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(pathname()).toBe('/confirm-account');
  });
});
