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
