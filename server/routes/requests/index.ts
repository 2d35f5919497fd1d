/** Request routes owned by the confirm-planning step. Reads of requests live with the change
 * feed and the list routes (server/routes/lists). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerReviewRequest } from './review-request.js';

export function registerRequestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerReviewRequest(app, ctx);
  return Promise.resolve();
}
