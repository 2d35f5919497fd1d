/**
 * The image of an image history entry (POST /api/planning/history/image/{historyId}, multipart
 * `image` + `agent_id`), through the outbox like every write, so an image picked offline is never
 * lost: the Blob goes to `image_cache` under an `upload:<uuid>` key in the SAME transaction as
 * the outbox row that refers to it and the optimistic change (the entry's `image` becomes that
 * key, so it shows at once). The outbox sends it as multipart once the entry exists on the server
 * (an entry created offline is a temp id the upload waits for; src-sync/outbox/multipart-request.ts).
 */
import { writableDb, type VigilDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { recordKey } from '../db/record-key.js';
import { UPLOAD_PREFIX, isUploadKey } from '../images/image-keys.js';
import { enqueue, mutationTables, type MutationResult, type MutationSpec } from '../outbox/enqueue.js';
import type { MultipartBody } from '../outbox/multipart-request.js';
import { newUuid } from '../outbox/uuid.js';
import type { HistoryCreateBody } from '../protocol/planning-writes.js';
import { createHistory } from './create-history.js';
import { requireHistory } from './local-lookups.js';
import { MutationInputError } from './mutation-input.js';

/** Spec section 5 (chat and history pickers): .jpeg, .jpg, .png; the server's limit is 5 MB. */
export const HISTORY_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const HISTORY_IMAGE_ACCEPT = '.jpeg,.jpg,.png';
export const MAX_HISTORY_IMAGE_BYTES = 5 * 1024 * 1024;

export interface HistoryImageFile {
  blob: Blob;
  /** The picked file's name; only its extension matters to anyone (the server names files). */
  name?: string;
}

function imageIssue(message: string): MutationInputError {
  return new MutationInputError(`image: ${message}`, [{ path: 'image', message }]);
}

/** Where the UI finds an entry's image in image_cache (a picked one, or the server's). */
export { imageKeyOfHistory } from '../images/image-keys.js';

/** Refuses what the server would refuse, before anything is queued. */
export function checkHistoryImage(file: HistoryImageFile): void {
  if (file.blob.size === 0) throw imageIssue('required');
  const byName = file.name ? /\.(jpe?g|png)$/i.test(file.name) : false;
  if (!(HISTORY_IMAGE_TYPES as readonly string[]).includes(file.blob.type) && !byName) throw imageIssue('must be a JPEG or PNG image');
  if (file.blob.size > MAX_HISTORY_IMAGE_BYTES) throw imageIssue('at most 5 MB');
}

function transactionTables(db: VigilDb): string[] {
  return [...mutationTables(db), 'image_cache'];
}

/** Queues the upload; must run inside a rw transaction over transactionTables. */
async function queueUpload(db: VigilDb, historyId: number, file: HistoryImageFile): Promise<MutationResult> {
  const entry = await requireHistory(db, historyId);
  if (entry.status !== 'image') throw imageIssue('only image entries take an image');
  if (entry.image !== null) {
    throw imageIssue(isUploadKey(entry.image) ? 'an image is already waiting to be sent' : 'image entries cannot be edited');
  }
  if (entry.agent_id === null) throw imageIssue('the entry has no agent');
  const blobKey = `${UPLOAD_PREFIX}${newUuid()}`;
  await db.image_cache.put({ key: blobKey, blob: file.blob, cached_at: Date.now() });
  const body: MultipartBody = {
    multipart: { fields: { agent_id: entry.agent_id }, file: { field: 'image', blob_key: blobKey, filename: file.name ?? 'image' } },
  };
  const spec: MutationSpec = {
    op: 'upload-history-image',
    entity: 'planning_history',
    recordId: entry.id,
    method: 'POST',
    path: '/api/planning/history/image/{id}',
    targetId: entry.id,
    body,
    effects: [{ table: 'planning_history', id: entry.id, kind: 'merge', fields: { image: blobKey } }],
    relatedKeys: [recordKey('plannings', entry.planning_id)],
  };
  const row = await enqueue(db, spec);
  return { uuid: row.uuid, id: entry.id, tempId: null };
}

/** Attaches an image to an existing image entry (created here or on the server). */
export async function uploadHistoryImage(local: LocalDb, historyId: number, file: HistoryImageFile): Promise<MutationResult> {
  const db = writableDb(local);
  checkHistoryImage(file);
  return db.transaction('rw', transactionTables(db), () => queueUpload(db, historyId, file));
}

/**
 * The History Details form's "new image entry": the entry and its image in ONE transaction, so a
 * crash between the two can never leave an image entry whose picked image was lost.
 */
export async function createImageHistory(local: LocalDb, input: HistoryCreateBody, file: HistoryImageFile): Promise<MutationResult> {
  const db = writableDb(local);
  checkHistoryImage(file);
  if (input.status !== 'image') throw new MutationInputError('status: an image needs the status image', [{ path: 'status', message: 'must be image' }]);
  return db.transaction('rw', transactionTables(db), async () => {
    // createHistory's own transaction nests in this one (its tables are a subset).
    const created = await createHistory(db, input);
    await queueUpload(db, created.id, file);
    return created;
  });
}

