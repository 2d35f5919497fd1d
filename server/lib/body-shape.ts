/**
 * Every JSON body Vigil takes is an object. A body of `null`, a list, a string or a number is
 * refused for every route (400 naming `body`) before any handler runs, so no route can take
 * `null` for `{}` (as PUT /api/planning/{id} did) or index into a string by accident.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors.js';

const describe = (body: unknown) => (body === null ? 'null' : Array.isArray(body) ? 'a list' : `a ${typeof body}`);

export function installBodyShapeGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body;
    if (body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body))) return done();
    done(badRequest(`Invalid body: expected a JSON object, received ${describe(body)}.`, [{ path: 'body', message: 'expected an object' }]));
  });
}
