/** The shell's own words follow the user's language: the toast region's name (the library's is
 * English), and the language menu lists each language by its own name, in its own direction,
 * lined up at the menu's start. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../src/i18n/index.js';
import { renderApp } from './helpers/render-app.js';
import { users } from './helpers/users.js';

afterEach(async () => {
  await switchLanguage('en');
});

describe('the shell in the user’s language', () => {
  it('names the toast region in the user’s language', async () => {
    renderApp('/dashboard', { signedInAs: users.planner });
    await screen.findByTestId('menu-logout');
    const region = () => document.querySelector('[data-scope="toast"][data-part="group"]');
    await waitFor(() => expect(region()).toHaveAttribute('aria-label', 'Messages from Vigil (Alt+T)'));
    await switchLanguage('fr');
    await waitFor(() => expect(region()).toHaveAttribute('aria-label', 'Messages de Vigil (Alt+T)'));
  });

  it('lists each language by its own name, isolated in its own direction inside an item of the menu’s', async () => {
    await switchLanguage('ar');
    const { user } = renderApp('/dashboard', { signedInAs: users.planner });
    await user.click(await screen.findByTestId('user-menu-trigger'));
    const french = await screen.findByTestId('language-fr');
    const name = within(french).getByText('Français');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('dir', 'ltr');
    // Its box has no direction of its own: it takes the menu's (right to left here), so every
    // name starts on the same side.
    expect(name.parentElement).not.toHaveAttribute('dir');
    expect(within(await screen.findByTestId('language-ar')).getByText('العربية')).toHaveAttribute('dir', 'rtl');
  });
});
