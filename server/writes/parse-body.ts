/**
 * parseBody: every write route parses its JSON body with it (the shared zod schema; 400 naming
 * the field), plus one check the shared schemas leave to the server: ids in a body must fit the
 * 32-bit integer id columns of PostgreSQL (MAX_ID). A larger number names no row, and would
 * otherwise reach the database as a range error (500). The shared schemas stay open because the
 * engine validates bodies holding temporary-id placeholders above that range.
 */
import type { z } from 'zod';
import { badRequest } from '../lib/http-errors.js';
import { parseInput } from '../lib/validate.js';
import { MAX_ID } from '../../src-sync/protocol/planning-writes.js';

const ID_KEY = /(^|_)id$|^agents$/;

function scan(value: unknown, path: string[], idContext: boolean, out: string[]): void {
  if (typeof value === 'number') {
    if (idContext && value > MAX_ID) out.push(path.join('.'));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => scan(item, [...path, String(index)], idContext, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) scan(field, [...path, key], ID_KEY.test(key), out);
  }
}

export function assertIdsInRange<T>(body: T): T {
  const tooLarge: string[] = [];
  scan(body, [], false, tooLarge);
  const first = tooLarge[0];
  if (first !== undefined) {
    throw badRequest(`Invalid body: ${first}: expected a positive whole number`, tooLarge.map((path) => ({ path, message: 'expected a positive whole number' })));
  }
  return body;
}

/** parseInput for a body, plus the id range check. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return assertIdsInRange(parseInput(schema, body, 'body'));
}
