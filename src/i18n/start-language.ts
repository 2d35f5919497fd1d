/**
 * The language a page starts in, decided before the app is loaded: the stored own account's
 * profile language (the last signed-in user on this device), else the browser's. The page's
 * entry starts fetching that language's catalogues at once, so the app finds them loaded.
 */
import { storedUser } from '../../src-sync/index.js';
import { browserLanguage, profileLanguage, type Language } from './languages.js';

export function storedProfileLanguage(storage: Pick<Storage, 'getItem'>): Language | null {
  return profileLanguage(storedUser(storage)?.language);
}

export function startLanguage(storage: Pick<Storage, 'getItem'>, preferred: readonly string[]): Language {
  return storedProfileLanguage(storage) ?? browserLanguage(preferred);
}
