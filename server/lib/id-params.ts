/**
 * The id rule for every route path: a parameter named `id` or ending in `Id` must be a canonical
 * positive integer up to 2^31-1 (src-sync/protocol/canonical-id.ts), or the route answers 404 as
 * for any path that names nothing. It runs for every route (one hook on the root), before the
 * token is checked or a byte of the body is read, so a route added later cannot forget it and
 * `PUT /api/planning/0x5dd` never reaches a handler. Route schemas parse the same way (idParam).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-errors.js';
import { NOT_AN_ID, idTextSchema, parseCanonicalId } from '../../src-sync/protocol/canonical-id.js';

/** Path parameter schema for an id; the guard below has already refused anything else. */
export const idParam = idTextSchema;

const isIdParam = (name: string) => name === 'id' || name.endsWith('Id');

/** The first id parameter of `params` that is not canonical, or null. */
export function malformedIdParam(params: unknown): string | null {
  if (typeof params !== 'object' || params === null) return null;
  for (const [name, value] of Object.entries(params)) {
    if (isIdParam(name) && (typeof value !== 'string' || parseCanonicalId(value) === null)) return name;
  }
  return null;
}

export function installIdParamGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const name = malformedIdParam(request.params);
    if (name === null) return done();
    done(new HttpError(404, 'not_found', `Nothing found: ${name} is not an id (ids are positive whole numbers written plainly, such as 1501).`, [{ path: name, message: NOT_AN_ID }]));
  });
}
