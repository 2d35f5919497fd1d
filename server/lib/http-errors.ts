/** Errors a route throws on purpose; the app's error handler turns them into the JSON body of
 * src-sync/protocol/errors.ts. Anything else is a bug and answers 500 without details. */
import type { ApiIssue } from '../../src-sync/protocol/errors.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiIssue[],
    readonly headers: Record<string, string> = {},
    /** Extra members of the JSON body (a write conflict's record and fields). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: ApiIssue[]) => new HttpError(400, 'bad_request', message, issues);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const unprocessable = (message: string, issues?: ApiIssue[]) => new HttpError(422, 'unprocessable', message, issues);
