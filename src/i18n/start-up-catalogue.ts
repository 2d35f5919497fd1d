/**
 * The few namespaces the page's entry needs before the app is loaded (the start-up paint of the
 * planning list and the 'Loading failed! Please reload.' page), in all six languages, built into
 * the entry itself: the paint must not wait for a language's chunk, and the loading-failed page
 * must have its words when no chunk can be fetched at all. Keep these namespaces small: every
 * byte here is on the reload path. The app reads the same files through i18next (they are in
 * the language bundles too).
 */
import { byLanguage, type Catalogue } from './catalogue.js';
import type { Language } from './languages.js';

/** Namespaces bundled into the entry (listed in the glob below). */
export const START_UP_NAMESPACES = ['boot', 'shell', 'planning-row'] as const;

const START_UP = byLanguage(
  import.meta.glob(['./locales/*/boot.json', './locales/*/shell.json', './locales/*/planning-row.json'], { eager: true, import: 'default' }),
);

export function startUpCatalogue(language: Language): Catalogue {
  return START_UP[language] ?? {};
}
