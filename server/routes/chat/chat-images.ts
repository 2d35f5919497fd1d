/**
 * Chat photos. POST /api/request/imageUpload (spec section 7: multipart `image` and `request_id`;
 * `channel_id` names the group when the request has several) stores a photo for a later
 * POST /api/messages/{channelId} with `image`, answering `{ success: <stored name> }`; the SPA
 * sends photo and message in one multipart request instead. GET /api/messages/image/{channelId}/
 * {file} serves a group's photo to its members only (404 to anyone else, as for no such file).
 * Files go through server/uploads (size while streaming, type by magic bytes, pixel bound,
 * server-made names) under `uploads/chat/<channelId>/`. Naming only a request its caller reads
 * (its client, staff) adds one of the request's images instead (../requests/request-images.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { AuthUser } from '../../auth/types.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { findMembership, requireMember } from '../../chat/membership.js';
import { receiveImage } from '../../uploads/receive-image.js';
import { removeUploadFile } from '../../uploads/remove-upload.js';
import { sendStoredImage } from '../../uploads/serve-image.js';
import { STORED_NAME, storedUpload, uploadDir } from '../../uploads/upload-paths.js';
import { chatImageUploadFieldsSchema } from '../../../src-sync/protocol/chat-writes.js';
import { parseBody } from '../../writes/parse-body.js';
import { idParam } from '../../lib/id-params.js';
import { isRequestImageUpload, storeRequestImage } from '../requests/request-images.js';

export const CHAT_AREA = 'chat';

const imageParams = z.object({ channelId: idParam, file: z.string().regex(STORED_NAME) });

/** The group an upload goes to: `channel_id`, else the caller's first group of `request_id`. */
async function uploadChannel(ctx: AppContext, user: AuthUser, fields: { request_id?: number | undefined; channel_id?: number | undefined }): Promise<number> {
  if (fields.channel_id !== undefined) return (await requireMember(ctx.db, user, fields.channel_id, 'chat.send')).channelId;
  if (fields.request_id === undefined) throw badRequest('Invalid body: request_id: required', [{ path: 'request_id', message: 'required' }]);
  const group = await ctx.db
    .selectFrom('channel_requests')
    .innerJoin('channel_groups', 'channel_groups.channel_id', 'channel_requests.channel_id')
    .select('channel_groups.channel_id')
    .where('channel_requests.request_id', '=', fields.request_id)
    .where('channel_groups.user_id', '=', user.id)
    .orderBy('channel_groups.channel_id')
    .executeTakeFirst();
  if (!group) throw notFound('Channel');
  return group.channel_id;
}

export function registerChatImageUpload(scope: FastifyInstance, ctx: AppContext): void {
  scope.post('/api/request/imageUpload', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    // The group is named inside the form, possibly after the file: the photo waits in the
    // caller's own folder until the form is read and the caller proven a member.
    const image = await receiveImage(request, { dataDir: ctx.config.dataDir, area: 'chat-uploads', ownerId: user.id });
    try {
      const unknownField = Object.keys(image.fields).find((key) => !(key in chatImageUploadFieldsSchema.shape));
      if (unknownField !== undefined) throw badRequest(`Invalid body: ${unknownField}: unknown field`, [{ path: unknownField, message: 'unknown field' }]);
      const fields = parseBody(chatImageUploadFieldsSchema, image.fields);
      // A request's own image (its page's upload) when only the request is named and the caller
      // reads it (server/routes/requests/request-images.ts); a chat photo otherwise.
      if (fields.channel_id === undefined && fields.request_id !== undefined && (await isRequestImageUpload(ctx, user, fields.request_id))) {
        return await storeRequestImage(ctx, request, reply, user, image, fields.request_id);
      }
      const channelId = await uploadChannel(ctx, user, fields);
      const target = path.join(uploadDir(ctx.config.dataDir, CHAT_AREA, channelId), image.name);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(image.file, target);
      return await reply.status(201).send({ success: image.name, channel_id: channelId });
    } catch (error) {
      await removeUploadFile(image.file);
      throw error;
    }
  });
}

export function registerGetChatImage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/messages/image/:channelId/:file', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const params = imageParams.safeParse(request.params);
    if (!params.success) throw notFound('Image');
    const { channelId, file } = params.data;
    if (!(await findMembership(ctx.db, user.id, channelId))) throw notFound('Image');
    const used = await ctx.db.selectFrom('messages').select('id').where('channel_id', '=', channelId).where('image', '=', file).executeTakeFirst();
    const stored = storedUpload(ctx.config.dataDir, CHAT_AREA, channelId, file);
    if (!used || !stored) throw notFound('Image');
    return sendStoredImage(reply, stored.file, stored.mime);
  });
}
