/** How a rejected mutation reads to the user: the engine's own input error names the rule and
 * the field; anything else falls back to the shared wording. */
import { MutationInputError } from '../../../../src-sync/index.js';
import { describeError } from '../../../shared/feedback/notify.js';
import { toaster } from '../../../shared/feedback/toaster.js';

export function mutationErrorText(error: unknown): string {
  return error instanceof MutationInputError ? error.message : describeError(error);
}

export function notifyMutationFailure(what: string, error: unknown): void {
  toaster.create({ type: 'error', title: `${what} failed`, description: mutationErrorText(error) });
}
