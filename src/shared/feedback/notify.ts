/** Every failure reaches the user (DESIGN.md section 1): callers name what failed, the server's
 * message says why. */
import { isApiError } from '../../../src-sync/index.js';
import { toaster } from './toaster.js';

export const GENERIC_FAILURE = 'Something went wrong. Please try again later.';

/** The text to show for any rejection: the server message of an ApiError, else a generic one. */
export function describeError(error: unknown): string {
  if (isApiError(error)) return error.message;
  return GENERIC_FAILURE;
}

/** "Sign-in failed: Wrong email or password." */
export function failureText(what: string, error: unknown): string {
  return `${what} failed: ${describeError(error)}`;
}

export function notifyFailure(what: string, error: unknown): void {
  toaster.create({ type: 'error', title: `${what} failed`, description: describeError(error) });
}

export function notifySuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description });
}
