/** The UI's read of the image cache: the image stored under a key (imageKeyOfHistory), with when
 * it was stored (a new version of the same key is a new picture), or null. */
import type { LocalDb } from '../db/local-db.js';
import { writableDb } from '../db/vigil-db.js';

export interface CachedImage {
  key: string;
  blob: Blob;
  cached_at: number;
}

export async function cachedImage(local: LocalDb, key: string): Promise<CachedImage | null> {
  const row = await writableDb(local).image_cache.get(key);
  return row ? { key: row.key, blob: row.blob, cached_at: row.cached_at } : null;
}
