/** Files of history image entries. Removed only after the database no longer points at them
 * (after commit); a failure leaves an orphan file, never a row without its file. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { removeUploadFile } from '../../../uploads/remove-upload.js';
import { storedUpload } from '../../../uploads/upload-paths.js';

export const HISTORY_AREA = 'history';

export async function removeHistoryImages(
  ctx: AppContext,
  log: FastifyBaseLogger,
  images: readonly { request_id: number; image: string | null }[],
): Promise<void> {
  for (const { request_id, image } of images) {
    if (image === null) continue;
    const stored = storedUpload(ctx.config.dataDir, HISTORY_AREA, request_id, image);
    if (!stored) continue;
    try {
      await removeUploadFile(stored.file);
    } catch (error) {
      log.warn({ err: error, file: stored.file }, 'could not remove a history image');
    }
  }
}
