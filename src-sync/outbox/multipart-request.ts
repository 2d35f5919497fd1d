/**
 * The outbox's one non-JSON body: a multipart upload whose file waits in `image_cache` (history
 * and request images picked offline). The outbox row holds only a reference to the blob, written in the same
 * transaction as the row (src-sync/mutations/upload-history-image.ts), because row bodies are
 * rewritten as plain objects by temp-id swaps, which would turn a Blob inside them into `{}`.
 *
 * The body is assembled by hand with a boundary derived from the row's Idempotency-Key: a resend
 * after a lost answer must be byte-identical (the server fingerprints a streamed body by its
 * Content-Type, boundary included, and length), which FormData's random boundary would break.
 */
import type { OutboxRow } from '../db/engine-tables.js';
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpRequest } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { historyImageKey, requestImageKey } from '../images/image-keys.js';
import type { ParsedAnswer } from './parse-answer.js';
import { DEVICE_HEADER } from '../protocol/write-conflict.js';
import { deviceId } from './device-id.js';

export interface MultipartBody {
  multipart: {
    /** Text fields, sent before the file. */
    fields: Record<string, string | number>;
    file: { field: string; blob_key: string; filename: string };
  };
}

export function isMultipartBody(body: unknown): body is MultipartBody {
  if (typeof body !== 'object' || body === null || !('multipart' in body)) return false;
  const multipart = body.multipart;
  return typeof multipart === 'object' && multipart !== null && 'file' in multipart && 'fields' in multipart;
}

/** A local reason an upload can never be sent; final (4xx) so its change is rolled back. */
export class UploadBlobMissingError extends Error {
  readonly status = 410;
  readonly code = 'image_missing';
  constructor() {
    super('The picked image is no longer stored on this device; pick it again.');
  }
}

/** Header-safe file name: the server ignores it, but it must not break the part header. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'image';
}

/** The HTTP request of a write with a JSON body, as its outbox row sends it (or will: send-ahead). */
export function jsonRequest(row: Pick<OutboxRow, 'uuid' | 'method' | 'path' | 'target_id' | 'body'>): HttpRequest {
  const url = row.path.replace('{id}', String(row.target_id));
  return { method: row.method, url, ...(row.body === undefined ? {} : { body: row.body }), headers: { 'Idempotency-Key': row.uuid } };
}

/** The HTTP request of an outbox row: its JSON body as is, or the multipart body built above;
 * named with this device (device-id.ts) for the server's conflict check. */
export async function outboxRequest(db: VigilDb, row: OutboxRow): Promise<HttpRequest> {
  const device = { [DEVICE_HEADER]: await deviceId(db) };
  if (!isMultipartBody(row.body)) {
    const request = jsonRequest(row);
    return { ...request, headers: { ...request.headers, ...device } };
  }
  const url = row.path.replace('{id}', String(row.target_id));
  const headers: Record<string, string> = { 'Idempotency-Key': row.uuid, ...device };
  const { fields, file } = row.body.multipart;
  const stored = await db.image_cache.get(file.blob_key);
  if (!stored) throw new UploadBlobMissingError();
  const boundary = `vigil-${row.uuid.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;
  const parts: BlobPart[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`);
  }
  const type = stored.blob.type || 'application/octet-stream';
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${safeName(file.filename)}"\r\nContent-Type: ${type}\r\n\r\n`);
  parts.push(stored.blob, `\r\n--${boundary}--\r\n`);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  // The Blob's own type is the same header: Node's axios adapter sets Content-Type from it.
  return { method: row.method, url, body: new Blob(parts, { type: contentType }), headers: { ...headers, 'Content-Type': contentType } };
}

/** Blob keys still needed by queued uploads (pending, waiting or failed: a failed one may be retried). */
export async function uploadKeysInOutbox(db: VigilDb): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const row of await db.outbox.toArray()) if (isMultipartBody(row.body)) keys.add(row.body.multipart.file.blob_key);
  return keys;
}

/** The cache key the server's answer names for the uploaded image: a history entry's image, or
 * the request image whose stored name the answer's `success` gives. */
function keptImage(answer: ParsedAnswer, raw: unknown): { key: string; history_id?: number } | null {
  const entry = answer.values.find((value) => value.table === 'planning_history' && value.row !== null)?.row;
  if (typeof entry?.request_id === 'number' && typeof entry.image === 'string' && typeof entry.id === 'number') {
    return { key: historyImageKey(entry.request_id, entry.image), history_id: entry.id };
  }
  const request = answer.values.find((value) => value.table === 'requests' && value.row !== null)?.row;
  const stored = typeof raw === 'object' && raw !== null && 'success' in raw ? raw.success : undefined;
  if (typeof request?.id === 'number' && typeof stored === 'string') return { key: requestImageKey(request.id, stored) };
  return null;
}

/**
 * Before an accepted upload is acknowledged: keep its blob under the name the server gave the
 * image, so the entry or request still shows it (offline too) without downloading it back.
 */
export async function keepUploadedImage(db: VigilDb, row: OutboxRow, answer: ParsedAnswer | null, raw: unknown, logger: EngineLogger): Promise<void> {
  if (!isMultipartBody(row.body) || !answer) return;
  const kept = keptImage(answer, raw);
  if (!kept) return;
  try {
    const stored = await db.image_cache.get(row.body.multipart.file.blob_key);
    if (stored) await db.image_cache.put({ key: kept.key, blob: stored.blob, cached_at: stored.cached_at, ...(kept.history_id === undefined ? {} : { history_id: kept.history_id }) });
  } catch (error) {
    logger.warn('could not keep an uploaded image in the cache', error);
  }
}

/** After an upload is acknowledged, its local blob has no reader left. */
export async function dropUploadBlob(db: VigilDb, row: OutboxRow, logger: EngineLogger): Promise<void> {
  if (!isMultipartBody(row.body)) return;
  try {
    await db.image_cache.delete(row.body.multipart.file.blob_key);
  } catch (error) {
    logger.warn('could not drop a sent image from the cache', error);
  }
}
