/** The team map's style as the server is configured (GET /api/map/config), remembered for an
 * offline start; null means the plain map with a coordinate grid. */
import type { ApiClient } from '../api/index.js';
import { mapConfigSchema } from '../protocol/field/map-config.js';

export const MAP_STYLE_KEY = 'vigil.map-style';

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export async function loadMapStyle(api: Pick<ApiClient, 'get'>, storage: KeyValueStorage): Promise<string | null> {
  try {
    const config = await api.get('/api/map/config', { schema: mapConfigSchema });
    storage.setItem(MAP_STYLE_KEY, config.style_url ?? '');
    return config.style_url;
  } catch {
    const remembered = storage.getItem(MAP_STYLE_KEY);
    return remembered === null || remembered === '' ? null : remembered;
  }
}
