/**
 * "You have N unsent changes" before an explicit sign-out wipes the local database (DESIGN.md 3,
 * Offline). useLogout() is called from several places (top bar menu, sidebar, confirm-account
 * page), so the question goes through this one small store and a single <SignOutConfirmDialog />
 * answers it, instead of every caller rendering its own dialog.
 */
import { useSyncExternalStore } from 'react';
import { i18n } from '../../i18n/index.js';

export interface SignOutQuestion {
  unsent: number;
  answer: (signOut: boolean) => void;
}

let question: SignOutQuestion | null = null;
const listeners = new Set<() => void>();
/** How many dialogs are mounted: with none, nobody could answer and the sign-out would hang. */
let dialogs = 0;

function publish(next: SignOutQuestion | null): void {
  question = next;
  for (const listener of listeners) listener();
}

export function signOutWarningText(unsent: number): string {
  return i18n.t('session:signOut.warning', { count: unsent });
}

/** Resolves true when the user chooses to sign out anyway. */
export function confirmSignOut(unsent: number): Promise<boolean> {
  if (dialogs === 0) {
    // No dialog on this screen (e.g. outside the app shell): the browser's own confirm still
    // keeps unsent work from being deleted without a word.
    return Promise.resolve(typeof window !== 'undefined' && typeof window.confirm === 'function' ? window.confirm(signOutWarningText(unsent)) : false);
  }
  question?.answer(false);
  return new Promise<boolean>((resolve) => {
    publish({
      unsent,
      answer: (signOut) => {
        publish(null);
        resolve(signOut);
      },
    });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the dialog: the open question, if any. */
export function useSignOutQuestion(): SignOutQuestion | null {
  return useSyncExternalStore(subscribe, () => question);
}

/** The dialog registers itself while mounted. */
export function registerSignOutDialog(): () => void {
  dialogs += 1;
  return () => {
    dialogs -= 1;
    // Unmounted with the question open (navigation): treat as Cancel rather than leave it hanging.
    if (dialogs === 0) question?.answer(false);
  };
}
