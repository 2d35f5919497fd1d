/** PUT /api/account/own: what a signed-in user changes on their own account (the UI language),
 * and the realtime event that tells their other devices. */
import { z } from 'zod';
import { REQUIRED } from './auth.js';
import { UI_LANGUAGES } from './ui-languages.js';
import { ownUserSchema } from './user.js';

export { UI_LANGUAGES, type UiLanguage } from './ui-languages.js';

const EXPECTED = `expected one of ${UI_LANGUAGES.join(', ')}`;

export const ownAccountUpdateSchema = z.object({
  language: z
    .enum([...UI_LANGUAGES, 'sa'], { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : EXPECTED) })
    .transform((language) => (language === 'sa' ? 'ar' : language)),
});
export type OwnAccountUpdateBody = z.input<typeof ownAccountUpdateSchema>;

/** The answer: nothing for the local tables (the own account is not a synced row), and the
 * account as it is now. */
export const ownAccountUpdateResultSchema = z.object({ data: z.null(), user: ownUserSchema });

/** Realtime event on `private-App.User.{id}` after the own account changed. */
export const OWN_ACCOUNT_UPDATED_EVENT = 'account-updated';
export const ownAccountUpdatedEventSchema = z.object({ user: ownUserSchema });
