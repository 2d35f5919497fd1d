/**
 * GET /api/planning/history/image/{requestId}/{file}: the image of a history entry, only to users
 * who may see that entry (the same rule as the change feed, so nobody can fetch an image whose
 * entry they were never sent). Unknown and hidden images are both 404: the answer never reveals
 * that a file exists. Served with the type detected at upload and `nosniff`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { notFound } from '../../../lib/http-errors.js';
import { canSee } from '../../../policies/index.js';
import { sendStoredImage } from '../../../uploads/serve-image.js';
import { storedUpload } from '../../../uploads/upload-paths.js';
import { HISTORY_AREA } from '../lib/history-images.js';
import { imageParamsSchema } from '../lib/params.js';

export function registerGetHistoryImage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/planning/history/image/:requestId/:file', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    // A name the server never generates cannot exist: 404 like any other unknown image.
    const params = imageParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound('Image');
    const { requestId, file } = params.data;
    const entry = await ctx.db
      .selectFrom('planning_history')
      .select('id')
      .where('request_id', '=', requestId)
      .where('image', '=', file)
      .executeTakeFirst();
    if (!entry || !(await canSee(ctx.db, user, 'planning_history', entry.id))) throw notFound('Image');
    const stored = storedUpload(ctx.config.dataDir, HISTORY_AREA, requestId, file);
    if (!stored) throw notFound('Image');
    return sendStoredImage(reply, stored.file, stored.mime);
  });
}
