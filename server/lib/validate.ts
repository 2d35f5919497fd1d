/** Validates a body, query or params object with a shared zod schema. A failure answers 400 with
 * every issue named by field path and rule message; nothing has run yet, so nothing changed. */
import type { z } from 'zod';
import { badRequest } from './http-errors.js';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query' | 'params'): z.infer<S> {
  // No body at all reads as {}; an explicit `null` does not (app-wide, body-shape.ts refuses it).
  const result = schema.safeParse(input === undefined ? {} : input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    path: i.path.length > 0 ? i.path.map(String).join('.') : where,
    message: i.message,
  }));
  const first = issues[0];
  throw badRequest(first ? `Invalid ${where}: ${first.path}: ${first.message}` : `Invalid ${where}`, issues);
}
