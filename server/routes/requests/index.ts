/** Request routes: ordering guarding (create, edit, cancel), the confirm-planning review, and
 * the request's images. Reads of requests live with the change feed and the list routes
 * (server/routes/lists). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerCancelRequest } from './cancel-request.js';
import { registerCreateRequest } from './create-request.js';
import { registerGetRequestImage } from './request-images.js';
import { registerReviewRequest } from './review-request.js';
import { registerUpdateRequest } from './update-request.js';

export function registerRequestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerCreateRequest(app, ctx);
  registerUpdateRequest(app, ctx);
  registerCancelRequest(app, ctx);
  registerReviewRequest(app, ctx);
  registerGetRequestImage(app, ctx);
  return Promise.resolve();
}
