/**
 * Chat photos in the image cache: a photo picked here waits under its `upload:<uuid>` key until
 * sent (the message's `image` is that key meanwhile); a photo of the server is fetched once with
 * the user's token (GET /api/messages/image/{channelId}/{file}, members only) and kept under
 * `chat:<channelId>/<file>`, so a conversation read once shows its photos offline.
 */
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import { isUploadKey } from '../images/image-keys.js';

export function chatImageKey(channelId: number, image: string): string {
  return isUploadKey(image) ? image : `chat:${channelId}/${image}`;
}

export async function fetchChatImage(db: VigilDb, http: HttpClient, channelId: number, image: string): Promise<boolean> {
  const key = chatImageKey(channelId, image);
  if (await db.image_cache.get(key)) return true;
  if (isUploadKey(image)) return false;
  const blob = await http.request({ method: 'GET', url: `/api/messages/image/${channelId}/${encodeURIComponent(image)}`, responseType: 'blob' });
  if (!(blob instanceof Blob)) return false;
  await db.image_cache.put({ key, blob, cached_at: Date.now() });
  return true;
}
