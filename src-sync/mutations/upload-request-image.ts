/**
 * Adds an image to a request (POST /api/request/imageUpload, multipart `image` + `request_id`),
 * through the outbox like the history image (upload-history-image.ts), so a photo picked offline
 * is sent exactly once when the device is back: the Blob goes to `image_cache` under an
 * `upload:<uuid>` key in the SAME transaction as the outbox row that refers to it and the
 * optimistic change (the request's `images` gains that key, so it shows at once). A request
 * created on this device is named by its temp id, which the outbox swaps for the server's before
 * the upload leaves (the upload waits for the create).
 *
 * The image is checked first as the server would (inspect-image.ts): a bad pick is refused here,
 * naming why, and nothing is queued or stored.
 */
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { checkImage } from '../images/inspect-image.js';
import { UPLOAD_PREFIX } from '../images/image-keys.js';
import { enqueue, mutationTables, type MutationResult } from '../outbox/enqueue.js';
import type { MultipartBody } from '../outbox/multipart-request.js';
import { nextTempId, resolveTempId } from '../outbox/temp-ids.js';
import { newUuid } from '../outbox/uuid.js';
import { MutationInputError, notAvailable, utcNow } from './mutation-input.js';
import type { HistoryImageFile } from './upload-history-image.js';

export async function uploadRequestImage(local: LocalDb, requestId: number, file: HistoryImageFile): Promise<MutationResult> {
  const db = writableDb(local);
  await checkImage(file.blob);
  return db.transaction('rw', [...mutationTables(db), 'image_cache'], async () => {
    const id = await resolveTempId(db, requestId);
    const request = await db.requests.get(id);
    if (!request) throw notAvailable('Request', requestId);
    if (request.status === 'cancelled') {
      throw new MutationInputError('This request is cancelled: it takes no images.', [{ path: 'image', message: 'request is cancelled' }]);
    }
    const blobKey = `${UPLOAD_PREFIX}${newUuid()}`;
    await db.image_cache.put({ key: blobKey, blob: file.blob, cached_at: Date.now() });
    const body: MultipartBody = {
      multipart: { fields: { request_id: id }, file: { field: 'image', blob_key: blobKey, filename: file.name ?? 'image' } },
    };
    // The image's own temp id only tells it apart in the list until the server's row replaces it.
    const image = { id: await nextTempId(db), file: blobKey, created_at: utcNow() };
    const row = await enqueue(db, {
      op: 'upload-request-image',
      entity: 'requests',
      recordId: id,
      method: 'POST',
      path: '/api/request/imageUpload',
      targetId: null,
      body,
      effects: [{ table: 'requests', id, kind: 'merge', fields: {}, lists: { images: { add: [image], remove: [] } } }],
    });
    return { uuid: row.uuid, id, tempId: null };
  });
}
