/**
 * What a failed call says to the user, in their language. The server's messages and the
 * engine's are English (the wire and the engine hold no translated text); a known code or
 * message maps to the `errors` namespace, field issues go through the rule messages
 * (field-messages.ts), and what is left is said by the kind of failure (its status), or in the
 * server's own words for English readers.
 */
import { translateFieldMessage } from './field-messages.js';
import type { Language } from './languages.js';
import type { Translate } from './lookup.js';

export interface DescribableError {
  status: number;
  code: string;
  message: string;
  issues: ReadonlyArray<{ message: string }>;
  retryAfter: number | null;
}

/** Error codes of the server and the engine with a text of their own. */
const BY_CODE: Readonly<Record<string, string>> = {
  network_error: 'errors:api.network',
  client_error: 'errors:api.network',
  session_ended: 'errors:api.sessionEnded',
  invalid_state: 'errors:api.ssoLinkExpired',
  invalid_grant: 'errors:api.ssoLinkExpired',
  invalid_response: 'errors:api.unexpectedAnswer',
  idempotent_answer_lost: 'errors:api.answerLost',
};

/** The server's fixed sentences (server/routes/auth, server/lib/http-errors.ts). */
const BY_MESSAGE: Readonly<Record<string, string>> = {
  'Wrong email or password.': 'errors:api.wrongCredentials',
  'This account has been disabled. Ask your administrator to enable it again.': 'errors:api.accountDisabled',
  'If the address is known, a reset link is on its way.': 'errors:api.forgotSent',
  'Thanks for signing up. Check your email for a link to set your password.': 'errors:api.signupDone',
  'This reset link is invalid, already used or expired. Ask for a new one.': 'errors:api.invalidResetLink',
  'Your password is set. Sign in with it.': 'errors:api.passwordSet',
  'Sign in to continue.': 'errors:api.unauthorized',
  'Your session has expired.': 'errors:api.sessionExpired',
  'You are not allowed to do this.': 'errors:api.forbidden',
  'Cross-site request refused.': 'errors:api.forbidden',
  'A request with this Idempotency-Key is still being processed. Retry shortly.': 'errors:api.stillProcessing',
};

/** A server sentence in the user's language (as it came when unknown). */
export function translateServerMessage(message: string, t: Translate): string {
  const key = BY_MESSAGE[message];
  return key ? t(key) : message;
}

function byStatus(error: DescribableError, t: Translate): string {
  const { status } = error;
  if (status === 0) return t('errors:api.network');
  if (status === 429) return error.retryAfter !== null ? t('errors:api.tooManyAttempts', { count: error.retryAfter }) : t('errors:api.tooManyRequests');
  if (status >= 500) return t('errors:generic');
  if (status === 401) return t('errors:api.unauthorized');
  if (status === 403) return t('errors:api.forbidden');
  if (status === 404) return t('errors:api.notFound');
  if (status === 409) return t('errors:api.conflict');
  if (status === 413) return t('errors:api.tooLarge');
  if (status === 415) return t('errors:api.unsupported');
  const first = error.issues[0];
  return first ? t('errors:api.refused', { reason: translateFieldMessage(first.message, t) }) : t('errors:api.refusedNoReason');
}

export function describeApiError(error: DescribableError, t: Translate, language: Language): string {
  const byCode = BY_CODE[error.code];
  if (byCode) return t(byCode);
  // English readers get the server's own sentence, the most specific there is.
  if (language === 'en' && error.message && error.status > 0 && error.status < 500) return error.message;
  const byMessage = BY_MESSAGE[error.message];
  if (byMessage) return t(byMessage);
  return byStatus(error, t);
}
