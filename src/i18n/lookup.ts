/**
 * Translation outside the app, where i18next is not loaded (the start-up paint, the
 * loading-failed page): the same keys and the same rules as i18next for what those texts use:
 * `namespace:nested.key`, `{{name}}` interpolation, and plurals by `count` with i18next's
 * suffixes (`_one`, `_other`, and Arabic's `_zero`, `_two`, `_few`, `_many`) chosen by
 * Intl.PluralRules. A test checks it gives i18next's answer for every start-up text.
 */
import type { Catalogue, CatalogueTree } from './catalogue.js';
import type { Language } from './languages.js';

export type TranslateValues = Readonly<Record<string, string | number>>;

/** The shape shared by this lookup and i18next's `t` where code takes either. */
export type Translate = (key: string, values?: TranslateValues) => string;

function find(tree: CatalogueTree | undefined, path: string): string | undefined {
  let node: string | CatalogueTree | undefined = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: TranslateValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function createLookup(language: Language, catalogue: Catalogue): Translate {
  const plurals = new Intl.PluralRules(language);
  return (key, values) => {
    const split = key.indexOf(':');
    const tree = catalogue[key.slice(0, split)];
    const path = key.slice(split + 1);
    const count = values?.count;
    const text = (typeof count === 'number' ? find(tree, `${path}_${plurals.select(count)}`) ?? find(tree, `${path}_other`) : undefined) ?? find(tree, path);
    // A missing text shows its key, as i18next does: visible, and caught by the catalogue tests.
    return text === undefined ? key : interpolate(text, values);
  };
}
