/**
 * Loads one language's catalogues. Each language is its own chunk (bundles/<language>.ts), so a
 * user downloads and parses only the language in use; the service worker precaches every built
 * chunk, so a language chosen offline loads offline too. Loads are remembered: the start-up
 * paint and the app ask for the same chunk and it is fetched once.
 */
import type { Catalogue } from './catalogue.js';
import type { Language } from './languages.js';

type BundleModule = { default: Catalogue };

const BUNDLES: Record<Language, () => Promise<BundleModule>> = {
  en: () => import('./bundles/en.js'),
  zh: () => import('./bundles/zh.js'),
  ar: () => import('./bundles/ar.js'),
  it: () => import('./bundles/it.js'),
  es: () => import('./bundles/es.js'),
  fr: () => import('./bundles/fr.js'),
};

const loads = new Map<Language, Promise<Catalogue>>();

export function loadCatalogue(language: Language): Promise<Catalogue> {
  let load = loads.get(language);
  if (!load) {
    load = BUNDLES[language]().then((module) => module.default);
    // A failed load (a lost connection) may be tried again later.
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}
