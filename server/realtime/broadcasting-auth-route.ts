/**
 * POST /broadcasting/auth: signs a private-channel subscription for the signed-in user, the way
 * Laravel's endpoint does for pusher-js / laravel-echo. A user may only ever hear their own
 * `private-App.User.{id}`; everything else is 403, so this route is the realtime permission check.
 */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { currentUser, requireUser } from '../auth/require-user.js';
import { forbidden } from '../lib/http-errors.js';
import { parseInput } from '../lib/validate.js';
import { userChannel } from './broadcaster.js';
import { channelAuth } from './channel-auth.js';
import { CHANNEL_NAME } from './pusher-protocol.js';

export const broadcastingAuthBody = z.object({
  socket_id: z.string().max(50).regex(/^\d+\.\d+$/, 'must look like 1234.5678'),
  channel_name: z.string().max(200).regex(CHANNEL_NAME, 'must be a valid channel name'),
});

/** Bodies here are two short fields; anything larger is not a pusher-js request. */
const FORM_BODY_LIMIT = 4096;

export async function broadcastingAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Encapsulated so that the form parser exists for this route only: the rest of the API is JSON.
  await app.register((scope, _options, done) => {
    // pusher-js posts application/x-www-form-urlencoded. Accepting a form is CSRF-safe here:
    // the route authenticates by bearer header only, which a cross-site form cannot send.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    scope.post('/broadcasting/auth', { preHandler: requireUser(ctx), bodyLimit: FORM_BODY_LIMIT }, (request) => {
      const user = currentUser(request);
      const input = parseInput(broadcastingAuthBody, request.body, 'body');
      if (input.channel_name !== userChannel(user.id)) throw forbidden('You may only subscribe to your own channel.');
      const auth = channelAuth(ctx.config.pusherAppKey, ctx.config.pusherAppSecret, input.socket_id, input.channel_name);
      return Promise.resolve({ auth });
    });
    done();
  });
}
