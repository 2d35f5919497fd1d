/** Sign-out with unsent writes asks first: Cancel keeps everything, 'Sign out anyway' wipes. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignOutConfirmDialog } from '../../../src/shared/session/sign-out-confirm-dialog.js';
import { useLogout } from '../../../src/shared/session/use-logout.js';
import { createHarness, outboxRow, renderWith } from './harness.js';

function LogoutButton() {
  const { logout } = useLogout();
  return <button onClick={() => void logout()}>Log out</button>;
}

function renderLogout() {
  const h = createHarness();
  return {
    h,
    ...renderWith(
      h,
      <>
        <LogoutButton />
        <SignOutConfirmDialog />
      </>,
    ),
  };
}

describe('sign-out warning', () => {
  it('signs out at once when everything was sent, leaving nothing of the user in the tab', async () => {
    const { h, user } = renderLogout();
    sessionStorage.setItem('vigil.chat-draft.1.4', 'Gate 3 is');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(h.signOut).toHaveBeenCalled());
    expect(sessionStorage.getItem('vigil.chat-draft.1.4')).toBeNull();
    expect(h.services.redirectBrowser).toHaveBeenCalledWith('/logout?redirect_uri=x');
    expect(screen.queryByTestId('sign-out-confirm')).not.toBeInTheDocument();
  });

  it('warns with the number of unsent changes; Cancel keeps them and the session', async () => {
    const { h, user } = renderLogout();
    await h.db.outbox.bulkAdd([outboxRow(), outboxRow({ state: 'failed', last_error: 'Refused.' })]);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByTestId('sign-out-confirm');
    expect(dialog).toHaveTextContent('You have 2 changes that have not been sent yet. Signing out deletes them from this device.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('sign-out-confirm')).not.toBeInTheDocument());
    expect(h.signOut).not.toHaveBeenCalled();
    expect(h.services.redirectBrowser).not.toHaveBeenCalled();
    expect(await h.db.outbox.count()).toBe(2);
  });

  it("'Sign out anyway' wipes and leaves", async () => {
    const { h, user } = renderLogout();
    await h.db.outbox.add(outboxRow());
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have 1 change that has not been sent yet. Signing out deletes it from this device.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(h.signOut).toHaveBeenCalled());
    expect(h.services.redirectBrowser).toHaveBeenCalledWith('/logout?redirect_uri=x');
  });
});
