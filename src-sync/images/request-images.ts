/**
 * A request's images in the image cache, so a request page seen once shows them offline. An
 * image is fetched once with the user's token (GET /api/request/image/{requestId}/{file}, the
 * request's readers only) when a screen shows it, or by the prefetch pass for the requests still
 * in play (history-image-cache.ts). An image picked here shows from its `upload:` blob until the
 * server names it; the upload's blob is then kept under the server's name (multipart-request.ts).
 */
import { Dexie } from 'dexie';
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { RequestRow } from '../protocol/entities.js';
import { isUploadKey, requestImageKey, requestImagePath, requestOfImageKey } from './image-keys.js';

export async function fetchRequestImage(db: VigilDb, http: HttpClient, requestId: number, file: string): Promise<boolean> {
  const key = requestImageKey(requestId, file);
  if (await db.image_cache.get(key)) return true;
  if (isUploadKey(file) || requestId < 0) return false;
  const blob = await http.request({ method: 'GET', url: requestImagePath(requestId, file), responseType: 'blob' });
  if (!(blob instanceof Blob) || blob.size === 0) return false;
  await db.image_cache.put({ key, blob, cached_at: Date.now() });
  return true;
}

/** Requests per status whose images one prefetch pass considers: a bounded read, whatever the
 * company's history holds. */
const REQUESTS_PER_STATUS = 200;

/** Images of the newest pending and confirmed requests (the ones still in play): what prefetch
 * wants, newest request first. */
export async function requestImagesInPlay(db: VigilDb): Promise<{ request_id: number; file: string }[]> {
  const rows: RequestRow[] = [];
  for (const status of ['pending', 'confirmed']) {
    const newest = await db.requests.where('[status+created_at]').between([status, Dexie.minKey], [status, Dexie.maxKey]).reverse().limit(REQUESTS_PER_STATUS).toArray();
    rows.push(...newest);
  }
  rows.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  return rows.flatMap((row) => row.images.filter((image) => !isUploadKey(image.file)).map((image) => ({ request_id: row.id, file: image.file })));
}

/** `request:` keys whose request is gone from this device or no longer lists the image (a row
 * that stops being visible takes its images with it). */
export async function staleRequestImageKeys(db: VigilDb, keys: readonly string[]): Promise<string[]> {
  const mine = keys.filter((key) => requestOfImageKey(key) !== null);
  if (mine.length === 0) return [];
  const ids = [...new Set(mine.map((key) => requestOfImageKey(key) ?? 0))];
  const requests = await db.requests.bulkGet(ids);
  const alive = new Set<string>();
  requests.forEach((row?: Pick<RequestRow, 'id' | 'images'>) => row?.images.forEach((image) => alive.add(requestImageKey(row.id, image.file))));
  return mine.filter((key) => !alive.has(key));
}
