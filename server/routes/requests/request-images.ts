/**
 * A request's images (photos of the site). POST /api/request/imageUpload with `request_id` and no
 * `channel_id` (the spec's call; server/routes/chat/chat-images.ts receives it and hands it here)
 * adds one, for whoever the permission table lets (`request.add-image`: the request's client or
 * staff, until it is cancelled). The file went through server/uploads like every upload (size
 * while streaming, type by magic bytes, pixel bound, server-made name) and is moved under
 * `uploads/requests/<requestId>/` inside the write, which logs the request again: every device
 * that sees the request gets its `images` with the next pull or `request-updated`. An image is
 * not a conflict field: adding one does not move the request's version. The same photo again from
 * the same user (sent again after its key was forgotten) is answered with the one stored (200).
 *
 * GET /api/request/image/{requestId}/{file} serves an image to those who may read its request
 * (404 to anyone else, as for no such file).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { AuthUser } from '../../auth/types.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { notFound } from '../../lib/http-errors.js';
import { idParam } from '../../lib/id-params.js';
import { utcNow } from '../../lib/time.js';
import { asViewer } from '../../policies/index.js';
import { assertAllowed } from '../../policies/planning-actions.js';
import { allows } from '../../../src-sync/protocol/permissions/index.js';
import type { ReceivedImage } from '../../uploads/receive-image.js';
import { removeUploadFile } from '../../uploads/remove-upload.js';
import { firstSame } from '../../uploads/same-bytes.js';
import type { Executor } from '../../sync/change-log.js';
import { sendStoredImage } from '../../uploads/serve-image.js';
import { STORED_NAME, storedUpload, uploadDir } from '../../uploads/upload-paths.js';
import { runWrite, sendAnswer, type CommittedAnswer } from '../../writes/run-write.js';
import { loadRequest } from './lib/load-request.js';
import { requestAnswer } from './lib/request-answer.js';

export const REQUEST_IMAGE_AREA = 'requests';

const imageParams = z.object({ requestId: idParam, file: z.string().regex(STORED_NAME) });

/** Whether an upload naming this request is one of its images: the caller reads the request. A
 * group member who does not (a guard, a subcontractor) uploads a chat photo, as the spec's chat
 * did. Unknown requests answer false: the chat path then answers 404 as before. */
export async function isRequestImageUpload(ctx: AppContext, user: AuthUser, requestId: number): Promise<boolean> {
  const request = await ctx.db.selectFrom('requests').select(['id', 'client_id', 'status']).where('id', '=', requestId).executeTakeFirst();
  return request !== undefined && allows(asViewer(user), 'request.read', { request });
}

/** Adds the received image to the request in one write; the caller removes the file on a throw. */
export async function storeRequestImage(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, user: AuthUser, image: ReceivedImage, requestId: number): Promise<FastifyReply> {
  const target = path.join(uploadDir(ctx.config.dataDir, REQUEST_IMAGE_AREA, requestId), image.name);
  let written: { answer: CommittedAnswer; result: string | null };
  try {
    // The files are compared before the write's transaction (reading them inside held every
    // other write back); inside, the match only has to still be there.
    const candidate = await earlierCopy(ctx, ctx.db, user, requestId, image.file);
    written = await write(ctx, request, user, image, requestId, target, candidate);
  } catch (error) {
    // Moved but not committed (the answer could not be stored): no row names the file.
    await removeUploadFile(target);
    throw error;
  }
  // The photo was one of the request's already: this copy is not kept.
  if (written.result !== null) await removeUploadFile(image.file);
  return sendAnswer(reply, written.answer);
}

/** The name this user's earlier upload of the same photo to the request is stored under, or null. */
async function earlierCopy(ctx: AppContext, trx: Executor, user: AuthUser, requestId: number, uploaded: string): Promise<string | null> {
  const mine = await trx.selectFrom('request_images').select('file').where('request_id', '=', requestId).where('uploaded_by', '=', user.id).orderBy('id').execute();
  const same = await firstSame(mine, (row) => storedUpload(ctx.config.dataDir, REQUEST_IMAGE_AREA, requestId, row.file)?.file ?? null, uploaded);
  return same?.file ?? null;
}

function write(ctx: AppContext, request: FastifyRequest, user: AuthUser, image: ReceivedImage, requestId: number, target: string, candidate: string | null) {
  return runWrite(ctx, request, async (trx, changes) => {
    const current = await loadRequest(trx, requestId);
    assertAllowed(user, 'request.add-image', { request: current });
    // Sent again after its key was forgotten (its answer lost a day ago): answered with the image
    // it stored, not added twice.
    if (candidate !== null) {
      const still = await trx.selectFrom('request_images').select('file').where('request_id', '=', requestId).where('file', '=', candidate).executeTakeFirst();
      if (still) return candidate;
    }
    await changes.before('requests', [requestId]);
    await trx.insertInto('request_images').values({ request_id: requestId, file: image.name, uploaded_by: user.id, created_at: utcNow() }).execute();
    await trx.updateTable('requests').set({ updated_at: utcNow() }).where('id', '=', requestId).execute();
    // Moved last: a refusal above leaves the file where the caller removes it.
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(image.file, target);
    return null;
  }, async (trx, earlier, recorded) => {
    const answer = await requestAnswer(trx, requestId, recorded, earlier === null ? 201 : 200);
    // `success`: the spec's answer (the stored name), which the device keeps its copy under.
    return { ...answer, body: { ...(answer.body as Record<string, unknown>), success: earlier ?? image.name } };
  });
}

export function registerGetRequestImage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/request/image/:requestId/:file', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const params = imageParams.safeParse(request.params);
    if (!params.success) throw notFound('Image');
    const { requestId, file } = params.data;
    const owner = await ctx.db
      .selectFrom('request_images')
      .innerJoin('requests', 'requests.id', 'request_images.request_id')
      .select(['requests.id', 'requests.client_id', 'requests.status'])
      .where('request_images.request_id', '=', requestId)
      .where('request_images.file', '=', file)
      .executeTakeFirst();
    if (!owner || !allows(asViewer(user), 'request.read', { request: owner })) throw notFound('Image');
    const stored = storedUpload(ctx.config.dataDir, REQUEST_IMAGE_AREA, requestId, file);
    if (!stored) throw notFound('Image');
    return sendStoredImage(reply, stored.file, stored.mime);
  });
}
