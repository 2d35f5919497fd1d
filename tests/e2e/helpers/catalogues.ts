/** The catalogues as files, for e2e checks of what a page says in a language. */
import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const LOCALES = path.resolve('src/i18n/locales');

function flatten(tree: Tree, prefix: string, out: Map<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full, out);
  }
}

/** Every text of a language, by `namespace:key`. */
export function catalogue(language: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(LOCALES, language))) {
    const tree = JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as Tree;
    flatten(tree, `${file.replace(/\.json$/, '')}:`, out);
  }
  return new Map([...out].map(([key, value]) => [key.replace(':.', ':'), value]));
}

export function text(language: string, key: string): string {
  const value = catalogue(language).get(key);
  if (value === undefined) throw new Error(`no ${key} in the ${language} catalogue`);
  return value;
}

/**
 * English phrases (three words or more, placeholders left out) that the language says otherwise:
 * any of them visible on a page shown in that language is text that missed the catalogue.
 */
export function englishOnlyPhrases(language: string): string[] {
  const english = catalogue('en');
  const other = catalogue(language);
  const phrases = new Set<string>();
  for (const [key, value] of english) {
    if (other.get(key) === value) continue;
    for (const part of value.split(/\{\{[^}]*\}\}|<[^>]*>/)) {
      const phrase = part.trim().replace(/[.:…!?]+$/, '');
      if (phrase.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length >= 3) phrases.add(phrase);
    }
  }
  return [...phrases];
}
