/**
 * Catalogues: one JSON file per language and namespace, `locales/<language>/<namespace>.json`,
 * nested objects of texts. A feature adds its own namespace file in all six languages and
 * touches no other file: the per-language bundles (bundles/) and the start-up set pick files up
 * by glob.
 */
import type { Language } from './languages.js';

export interface CatalogueTree {
  readonly [key: string]: string | CatalogueTree;
}

/** One language's texts: namespace -> tree. */
export type Catalogue = Readonly<Record<string, CatalogueTree>>;

/** `import.meta.glob` results keyed by path, as a catalogue keyed by namespace (the file name). */
export function byNamespace(files: Record<string, unknown>): Catalogue {
  const catalogue: Record<string, CatalogueTree> = {};
  for (const [path, tree] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) catalogue[namespace] = tree as CatalogueTree;
  }
  return catalogue;
}

/** `import.meta.glob` over several languages (`locales/<language>/<namespace>.json`), split by language. */
export function byLanguage(files: Record<string, unknown>): Partial<Record<Language, Catalogue>> {
  const grouped: Record<string, Record<string, unknown>> = {};
  for (const [path, tree] of Object.entries(files)) {
    const language = /locales\/([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
    if (language) (grouped[language] ??= {})[path] = tree;
  }
  return Object.fromEntries(Object.entries(grouped).map(([language, group]) => [language, byNamespace(group)]));
}
