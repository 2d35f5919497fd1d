/** How a rejected mutation reads to the user: the engine's own input error names the rule and
 * the field; anything else falls back to the shared wording. */
import { MutationInputError } from '../../../../src-sync/index.js';
import { asTranslate, currentLanguage, i18n, translateFieldMessage } from '../../../i18n/index.js';
import { describeError } from '../../../shared/feedback/notify.js';
import { toaster } from '../../../shared/feedback/toaster.js';

/** The engine's own refusal in the user's language: English readers get its sentence; others the
 * rule that failed (a planning no longer on the device has its own words). */
function describeInputError(error: MutationInputError): string {
  if (currentLanguage() === 'en') return error.message;
  const t = asTranslate(i18n.t);
  if (error.status === 404) return t('errors:local.notOnDevice');
  const first = error.issues[0];
  return first ? t('errors:local.refused', { reason: translateFieldMessage(first.message, t) }) : t('errors:local.refusedNoReason');
}

export function mutationErrorText(error: unknown): string {
  return error instanceof MutationInputError ? describeInputError(error) : describeError(error);
}

/** `what` is already in the user's language ('Deleting the shift'). */
export function notifyMutationFailure(what: string, error: unknown): void {
  toaster.create({ type: 'error', title: i18n.t('errors:failed', { what }), description: mutationErrorText(error) });
}
