import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './helpers/render-app.js';

const RESET_TOKEN = 'r'.repeat(40);

describe('sign-up', () => {
  it("requires every field and the terms agreement, and sends nothing until they are given", async () => {
    const { user, fake } = renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('required')).toHaveLength(4);
    expect(screen.getByText('you must agree to the terms')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('creates the account and tells the user to check their email', async () => {
    const { user, fake } = renderApp('/signup');
    fake.on('POST /api/signup', { status: 201, body: { message: 'Check your inbox to set your password.' } });
    await user.type(await screen.findByLabelText('First name'), 'Noor');
    await user.type(screen.getByLabelText('Last name'), 'Haddad');
    await user.type(screen.getByLabelText('Email'), 'noor@harbour.test');
    await user.type(screen.getByLabelText('Company name'), 'Harbour Mall');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your inbox to set your password.')).toBeInTheDocument();
    expect(fake.calls[0]?.body).toEqual({ first_name: 'Noor', last_name: 'Haddad', email: 'noor@harbour.test', company_name: 'Harbour Mall', terms: true });
  });

  it('puts server field issues under their field', async () => {
    const { user, fake } = renderApp('/signup');
    fake.on('POST /api/signup', {
      status: 409,
      body: { error: 'conflict', message: 'An account with this email exists.', issues: [{ path: 'email', message: 'already registered' }] },
    });
    await user.type(await screen.findByLabelText('First name'), 'Noor');
    await user.type(screen.getByLabelText('Last name'), 'Haddad');
    await user.type(screen.getByLabelText('Email'), 'admin@vigil.test');
    await user.type(screen.getByLabelText('Company name'), 'Harbour Mall');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('already registered')).toBeInTheDocument();
    expect(screen.getByText('Sign-up failed: An account with this email exists.')).toBeInTheDocument();
  });
});

describe('forgot and reset password', () => {
  it('sends the reset link and shows the server confirmation', async () => {
    const { user, fake } = renderApp('/forgotpassword');
    fake.on('POST /api/password/forgot', { status: 202, body: { message: 'If the address is known, a link is on its way.' } });
    await user.type(await screen.findByLabelText('Email'), 'agent@vigil.test');
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('If the address is known, a link is on its way.')).toBeInTheDocument();
  });

  it("checks the confirmation: 'confirm password is not matching'", async () => {
    const { user, fake } = renderApp(`/resetpassword?token=${RESET_TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'agent-password-2');
    await user.type(screen.getByLabelText('Confirm password'), 'agent-password-3');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('confirm password is not matching')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('resets with the token from the link and goes to /signin', async () => {
    const { user, fake, pathname } = renderApp(`/resetpassword?token=${RESET_TOKEN}`);
    fake.on('POST /api/password/reset', { status: 200, body: { message: 'Password changed.' } });
    await user.type(await screen.findByLabelText('New password'), 'agent-password-2');
    await user.type(screen.getByLabelText('Confirm password'), 'agent-password-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Vigil' })).toBeInTheDocument();
    expect(pathname()).toBe('/signin');
    expect(fake.calls[0]?.body).toEqual({ token: RESET_TOKEN, password: 'agent-password-2', password_confirm: 'agent-password-2' });
  });

  it("greets an invited user's first password as setting one, not a reset (the link says first=1)", async () => {
    const { user, fake, pathname } = renderApp(`/resetpassword?token=${RESET_TOKEN}&first=1`);
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    fake.on('POST /api/password/reset', { status: 200, body: { message: 'Your password is set. Sign in with it.' } });
    await user.type(screen.getByLabelText('New password'), 'invited-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'invited-pass-1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Vigil' })).toBeInTheDocument();
    expect(pathname()).toBe('/signin');
    expect(fake.calls[0]?.body).toEqual({ token: RESET_TOKEN, password: 'invited-pass-1', password_confirm: 'invited-pass-1' });
  });
});
