/**
 * POST /api/messages/{channelId}: a member sends a text, a photo or both. JSON (`text`, `image`
 * as stored by POST /api/request/imageUpload, `tempId`) or multipart (`image` file with `text`
 * and `tempId` fields: a photo and its message in one request, so the outbox sends one write
 * exactly once). The message is upserted on (sender, tempId): a second send of the same tempId,
 * whatever its Idempotency-Key, answers the message already stored (200) and adds nothing. The
 * answer echoes the tempId so the sender's device puts the server's row in its local copy's place.
 */
import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { AuthUser } from '../../auth/types.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { unprocessable } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireMember } from '../../chat/membership.js';
import { postMessage, translateForMembers } from '../../chat/post-message.js';
import { translatorFor } from '../../chat/translator.js';
import { serializeRows } from '../../serialize/index.js';
import { receiveImage, type ReceivedImage } from '../../uploads/receive-image.js';
import { removeUploadFile } from '../../uploads/remove-upload.js';
import type { Executor } from '../../sync/change-log.js';
import { storedUpload } from '../../uploads/upload-paths.js';
import { parseBody } from '../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { messageCreateSchema, messageMultipartFieldsSchema } from '../../../src-sync/protocol/chat-writes.js';
import { CHAT_AREA } from './chat-images.js';
import { channelIdParams } from './chat-params.js';

interface Outgoing {
  text: string | null;
  image: string | null;
  tempId: string | null;
}

async function existingByTempId(db: Executor, user: AuthUser, tempId: string | null): Promise<number | null> {
  if (tempId === null) return null;
  const row = await db.selectFrom('messages').select('id').where('user_id', '=', user.id).where('temp_id', '=', tempId).executeTakeFirst();
  return row?.id ?? null;
}

/** An `image` named in a JSON body must be a file uploaded into this group. */
async function assertUploaded(ctx: AppContext, channelId: number, image: string | null): Promise<void> {
  if (image === null) return;
  const stored = storedUpload(ctx.config.dataDir, CHAT_AREA, channelId, image);
  const exists = stored !== null && (await fs.stat(stored.file).then(() => true, () => false));
  if (!exists) throw unprocessable('The image was not uploaded to this group.', [{ path: 'image', message: 'not an image uploaded to this group' }]);
}

async function readOutgoing(ctx: AppContext, request: FastifyRequest, channelId: number): Promise<{ outgoing: Outgoing; upload: ReceivedImage | null }> {
  if (request.isMultipart()) {
    const upload = await receiveImage(request, { dataDir: ctx.config.dataDir, area: CHAT_AREA, ownerId: channelId });
    try {
      const fields = parseBody(messageMultipartFieldsSchema, upload.fields);
      const text = fields.text?.trim() ? fields.text : null;
      return { outgoing: { text, image: upload.name, tempId: fields.tempId ?? null }, upload };
    } catch (error) {
      await removeUploadFile(upload.file);
      throw error;
    }
  }
  const body = parseBody(messageCreateSchema, request.body);
  const outgoing = { text: body.text?.trim() ? body.text : null, image: body.image ?? null, tempId: body.tempId ?? null };
  await assertUploaded(ctx, channelId, outgoing.image);
  return { outgoing, upload: null };
}

export function registerSendMessage(scope: FastifyInstance, ctx: AppContext): void {
  scope.post('/api/messages/:channelId', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { channelId } = parseInput(channelIdParams, request.params, 'params');
    // Membership before a byte of an upload is stored.
    await requireMember(ctx.db, user, channelId, 'chat.send');
    const { outgoing, upload } = await readOutgoing(ctx, request, channelId);
    try {
      const translations = await translateForMembers(ctx.db, translatorFor(ctx.config), channelId, user.id, outgoing.text);
      const { answer, result } = await runWrite(ctx, request, async (trx, changes) => {
        const earlier = await existingByTempId(trx, user, outgoing.tempId);
        if (earlier !== null) return { id: earlier, created: false };
        const id = await postMessage(trx, changes, { channelId, userId: user.id, ...outgoing, requestStatus: null, translations });
        return { id, created: true };
      }, async (trx, { id, created }) => ({ status: created ? 201 : 200, body: { data: (await serializeRows(trx, 'messages', [id]))[0] } }));
      if (upload && !result.created) await removeUploadFile(upload.file);
      return sendAnswer(reply, answer);
    } catch (error) {
      if (upload) await removeUploadFile(upload.file);
      throw error;
    }
  });
}
