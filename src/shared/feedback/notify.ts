/** Every failure reaches the user (DESIGN.md section 1): callers name what failed, the server's
 * message says why, both in the user's language. */
import { isApiError } from '../../../src-sync/index.js';
import { asTranslate, currentLanguage, describeApiError, i18n } from '../../i18n/index.js';
import { toaster } from './toaster.js';

/** The text to show for any rejection: what the server or engine said, translated, else a
 * generic sentence. */
export function describeError(error: unknown): string {
  const t = asTranslate(i18n.t);
  if (isApiError(error)) return describeApiError(error, t, currentLanguage());
  return t('errors:generic');
}

/** "Sign-in failed: Wrong email or password." `what` is already in the user's language. */
export function failureText(what: string, error: unknown): string {
  return i18n.t('errors:failedWithReason', { what, reason: describeError(error) });
}

export function notifyFailure(what: string, error: unknown): void {
  toaster.create({ type: 'error', title: i18n.t('errors:failed', { what }), description: describeError(error) });
}

export function notifySuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description });
}
