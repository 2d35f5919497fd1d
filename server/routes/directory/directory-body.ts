/**
 * A directory write's body, judged by the wire contract's schema: a body that is JSON but breaks
 * a rule (an invalid email, an unknown timezone, coordinates out of range, a licence expiring
 * before it was issued) is unprocessable, 422, naming every field and rule; nothing has run yet.
 * Ids past the 32-bit range stay a 400, as everywhere (assertIdsInRange).
 */
import type { z } from 'zod';
import type { FieldIssue } from '../../../src-sync/protocol/directory/fields.js';
import { unprocessable } from '../../lib/http-errors.js';
import { assertIdsInRange } from '../../writes/parse-body.js';

export function parseDirectoryBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body === undefined ? {} : body);
  if (!result.success) {
    throw refused(result.error.issues.map((issue) => ({ path: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body', message: issue.message })));
  }
  return assertIdsInRange(result.data);
}

/** 422 naming each field and why. */
export function refused(issues: FieldIssue[]): Error {
  const first = issues[0];
  return unprocessable(first ? `Invalid body: ${first.path}: ${first.message}` : 'Invalid body', issues);
}

export function assertNoIssues(issues: FieldIssue[]): void {
  if (issues.length > 0) throw refused(issues);
}
