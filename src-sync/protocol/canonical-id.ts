/**
 * Ids and counts written as text (paths, query strings, multipart fields). Only the canonical
 * decimal form counts: `1501`, never `0x5dd`, `1501.0`, `+1501`, `01501`, `1501e0` or ` 1501`.
 * Number() reads all of those as 1501, so one record answered to many names, which defeats caches
 * and logs keyed by path and let a fuzz reach PUT and DELETE under names nobody meant.
 */
import { z } from 'zod';

/** Ids are 32-bit integer columns on PostgreSQL: a larger number names no row. */
export const MAX_ID = 2_147_483_647;

const CANONICAL_POSITIVE = /^[1-9][0-9]{0,9}$/;
const CANONICAL_COUNT = /^(0|[1-9][0-9]{0,15})$/;

/** The id `text` names, or null when it is not a canonical positive integer up to MAX_ID. */
export function parseCanonicalId(text: string): number | null {
  if (!CANONICAL_POSITIVE.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

export const NOT_AN_ID = 'expected a positive whole number written plainly (such as 1501)';
const NOT_A_COUNT = 'expected a whole number written plainly (such as 0 or 20)';

/** An id as text, parsed to its number (400 naming the field when it is not canonical). */
export const idTextSchema = z
  .string({ error: NOT_AN_ID })
  .max(10, NOT_AN_ID)
  .refine((text) => parseCanonicalId(text) !== null, NOT_AN_ID)
  .transform(Number);

/** A non-negative whole number as text (cursors, page numbers and sizes), bounded by the caller. */
export function countTextSchema(min: number, max: number) {
  return z
    .string({ error: NOT_A_COUNT })
    .max(16, NOT_A_COUNT)
    .regex(CANONICAL_COUNT, NOT_A_COUNT)
    .transform(Number)
    .pipe(z.number().int().min(min, `at least ${min}`).max(max, `at most ${max}`));
}
