/** The localStorage key of the last own account (own-account-store.ts). Its own module, free of
 * the account's zod schema, so the start-up read (boot/) can find the user before zod loads. */
export const OWN_ACCOUNT_KEY = 'vigil.ownAccount.v1';
