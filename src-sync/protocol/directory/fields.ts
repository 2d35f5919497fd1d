/**
 * The field rules of the directory's writes (clients, branches, locations, subcontractors,
 * agents, licences, equipment, contacts, accounts). Forms, the engine's mutations and the server
 * validate with the schemas built from these, so a field's message is the same everywhere:
 * 'required' (spec section 5) for a required field left empty, the rule's own message otherwise.
 *
 * Optional texts take '' as "no value" (null): a form sends what its inputs hold.
 */
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../field/fix.js';
import { REQUIRED } from '../auth.js';
import { MAX_EMAIL } from '../text-limits.js';
import { isIanaTimeZone } from './time-zones.js';

export const EXPECTED_TEXT = 'expected text';
export const INVALID_EMAIL = 'enter a valid email address';
export const INVALID_PHONE = 'not a valid phone number';
export const UNKNOWN_TIME_ZONE = 'not a known timezone, e.g. Europe/Brussels';
export const COORDINATES_BOTH = 'enter both latitude and longitude';
export const INVALID_DATE = 'not a valid date';
export const EXPIRES_BEFORE_ISSUED = 'must not be before the issue date';

const atMost = (max: number) => `at most ${max} characters`;
const isMissing = (input: unknown) => input === undefined || input === null || input === '';
/** 'required' when the value is missing, the rule's own message otherwise. */
const missingOr = (message: string) => (issue: { input?: unknown }) => (isMissing(issue.input) ? REQUIRED : message);

/** A required text, trimmed. */
export const requiredText = (max: number) =>
  z.string({ error: missingOr(EXPECTED_TEXT) }).trim().min(1, REQUIRED).max(max, atMost(max));

/** An optional text, trimmed; '' and null mean "no value". */
export const optionalText = (max: number) =>
  z
    .string({ error: EXPECTED_TEXT })
    .trim()
    .max(max, atMost(max))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** The length is checked before the address pattern, which then never runs on a huge string. */
const emailAddress = z.string({ error: missingOr(EXPECTED_TEXT) }).trim().min(1, REQUIRED).max(MAX_EMAIL, atMost(MAX_EMAIL)).pipe(z.email({ error: INVALID_EMAIL }));

export const requiredEmail = emailAddress.transform((value) => value.toLowerCase());

export const optionalEmail = z
  .union([z.literal(''), emailAddress], { error: INVALID_EMAIL })
  .transform((value) => (value === '' ? null : value.toLowerCase()))
  .nullable()
  .optional();

/** Digits with the separators people type (+32 2 555 01 23, (02) 555-0123, 02/555.01.23). */
const PHONE = /^\+?[0-9 ()./-]{3,}$/;
export const optionalPhone = (max: number) =>
  z
    .string({ error: EXPECTED_TEXT })
    .trim()
    .max(max, atMost(max))
    .refine((value) => value === '' || (PHONE.test(value) && /\d{3}/.test(value.replace(/\D/g, ''))), INVALID_PHONE)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const timeZoneSchema = z
  .string({ error: missingOr(EXPECTED_TEXT) })
  .trim()
  .min(1, REQUIRED)
  .max(64, UNKNOWN_TIME_ZONE)
  .refine(isIanaTimeZone, UNKNOWN_TIME_ZONE);

/** A site's coordinates are optional (a new site may not have been placed yet); the ranges are
 * the geolocation fix's. */
export const siteLatitudeSchema = latitudeSchema.nullable().optional();
export const siteLongitudeSchema = longitudeSchema.nullable().optional();

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const requiredDate = z.string({ error: missingOr(INVALID_DATE) }).min(1, REQUIRED).max(10, INVALID_DATE).refine(isIsoDate, INVALID_DATE);
export const optionalDate = z
  .union([z.literal(''), requiredDate], { error: INVALID_DATE })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** Archive (true) or bring back (false): archived records leave the pickers, stay on history. */
export const archivedSchema = z.boolean({ error: 'expected true or false' }).optional();

/** A field issue of a rule over several fields (the record as a whole). */
export interface FieldIssue {
  path: string;
  message: string;
}
