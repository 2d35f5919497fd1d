/**
 * Keys of the `image_cache` table (DESIGN.md section 3: cached image blobs).
 *
 * - `history:<requestId>/<file>`: a history image as the server stores it, fetched for offline
 *   review (or kept from this device's own upload once the server named it);
 * - `upload:<uuid>`: an image picked on this device and not yet accepted by the server. It is
 *   written in the same transaction as the outbox row that uploads it, and the history entry's
 *   optimistic `image` is this key, so the picked image shows at once, offline too.
 */
export const HISTORY_IMAGE_PREFIX = 'history:';
export const UPLOAD_PREFIX = 'upload:';

export function historyImageKey(requestId: number, file: string): string {
  return `${HISTORY_IMAGE_PREFIX}${requestId}/${file}`;
}

export function isUploadKey(value: string): boolean {
  return value.startsWith(UPLOAD_PREFIX);
}

/** The cache key holding a history entry's image, or null when it has none. */
export function imageKeyOfHistory(row: { request_id: number; image: string | null }): string | null {
  if (row.image === null || row.image === '') return null;
  return isUploadKey(row.image) ? row.image : historyImageKey(row.request_id, row.image);
}

/** Server path of a stored history image (GET, bearer auth). */
export function historyImagePath(requestId: number, file: string): string {
  return `/api/planning/history/image/${requestId}/${encodeURIComponent(file)}`;
}

/** `request:<requestId>/<file>`: one of a request's images as the server stores it. */
export const REQUEST_IMAGE_PREFIX = 'request:';

/** The cache key holding a request image: its upload key while it waits to be sent. */
export function requestImageKey(requestId: number, file: string): string {
  return isUploadKey(file) ? file : `${REQUEST_IMAGE_PREFIX}${requestId}/${file}`;
}

/** The request a `request:` key belongs to, or null for any other key. */
export function requestOfImageKey(key: string): number | null {
  if (!key.startsWith(REQUEST_IMAGE_PREFIX)) return null;
  const id = Number(key.slice(REQUEST_IMAGE_PREFIX.length, key.indexOf('/')));
  return Number.isSafeInteger(id) ? id : null;
}

/** Server path of a stored request image (GET, bearer auth). */
export function requestImagePath(requestId: number, file: string): string {
  return `/api/request/image/${requestId}/${encodeURIComponent(file)}`;
}
