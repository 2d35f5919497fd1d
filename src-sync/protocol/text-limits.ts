/**
 * Length limits of the texts the wire contract carries, in characters (ARCHITECTURE.md, "Input
 * limits"). Inputs are held to their field's own limit, by the server and by the forms alike.
 * Rows and answers the server sends are held to ROW_TEXT_MAX only: a limit above every input
 * limit, so the engine never refuses a value the server accepted, while a broken or hostile feed
 * still cannot store megabytes in one field.
 */

/** The longest address SMTP can carry (RFC 5321: a 256-octet path less its angle brackets). */
export const MAX_EMAIL = 254;
/** First and last names, request types, identifiers, purchase order numbers. */
export const MAX_NAME = 100;
/** Company names (clients, subcontractors). */
export const MAX_COMPANY_NAME = 200;
/** Notes, descriptions, free text. */
export const MAX_NOTE = 5000;
/** Break reasons. */
export const MAX_REASON = 1000;
/** Passwords: long passphrases fit; the hash cost stays bounded. */
export const MAX_PASSWORD = 200;
/** Opaque tokens and codes the server issued (reset tokens, OAuth codes and states). */
export const MAX_TOKEN = 200;
/** URLs passed as parameters (OAuth redirect_uri). */
export const MAX_URL = 500;
/** Any text in a row or answer from the server. */
export const ROW_TEXT_MAX = 10_000;
/** Street addresses (one line each). */
export const MAX_ADDRESS = 500;
/** Phone numbers as people write them (+32 2 555 01 23). */
export const MAX_PHONE = 50;
/** Short codes: VAT numbers, postal codes, licence numbers, house numbers. */
export const MAX_CODE = 50;
