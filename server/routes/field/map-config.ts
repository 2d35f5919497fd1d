/** GET /api/map/config: the team map's style (MAP_STYLE_URL), or null for the plain map with a
 * coordinate grid. Signed-in users only; read at run time, so one build serves every deployment. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requireUser } from '../../auth/require-user.js';
import { mapConfigSchema } from '../../../src-sync/protocol/field/map-config.js';

export function registerMapConfig(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/map/config', { preHandler: requireUser(ctx) }, () => Promise.resolve(mapConfigSchema.parse({ style_url: ctx.config.mapStyleUrl === '' ? null : ctx.config.mapStyleUrl })));
}
