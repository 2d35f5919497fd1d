/**
 * The catalogues (src/i18n/locales/<language>/<namespace>.json, and the server's own for its mails
 * and pages, server/i18n/locales) are complete in every language: the same namespaces and keys as
 * English, each plural with exactly the forms its language needs, the same placeholders, no empty
 * text, and no sentence left in English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/i18n/languages.js';

const APP_LOCALES = path.join(process.cwd(), 'src/i18n/locales');
const CATALOGUE_SETS = [
  { set: 'app', dir: APP_LOCALES },
  { set: 'server', dir: path.join(process.cwd(), 'server/i18n/locales') },
];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function namespaces(locales: string, language: Language): string[] {
  return readdirSync(path.join(locales, language)).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)).sort();
}

function read(locales: string, language: Language, namespace: string): Tree {
  return JSON.parse(readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** Leaf texts by dotted key. A leaf that is neither text nor object is reported as such. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) for (const [k, v] of flatten(value, full)) out.set(k, v);
    else out.set(full, `<not text: ${JSON.stringify(value)}>`);
  }
  return out;
}

/** Keys with their plural forms folded: 'agents_one', 'agents_other' -> 'agents' with {one, other}. */
function fold(texts: Map<string, string>): { plain: Set<string>; plural: Map<string, Set<string>> } {
  const plain = new Set<string>();
  const plural = new Map<string, Set<string>>();
  for (const key of texts.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) plain.add(key);
    else {
      const base = key.slice(0, match.index);
      if (!plural.has(base)) plural.set(base, new Set());
      plural.get(base)?.add(match[1] ?? '');
    }
  }
  return { plain, plural };
}

/** Words of a text, placeholders and markup left out: what a reader would see as language. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ').split(/\s+/).filter((token) => /\p{L}{2,}/u.test(token));
const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? ''));
const sorted = (set: Iterable<string>) => [...set].sort();

describe.each(CATALOGUE_SETS)('$set catalogues', ({ dir }) => {
  const english = namespaces(dir, 'en');

  it('English has namespaces', () => {
    expect(english.length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the namespaces of English', (language) => {
    expect(namespaces(dir, language)).toEqual(english);
  });

  describe.each(english)('namespace %s', (namespace) => {
    const en = flatten(read(dir, 'en', namespace));
    const enFolded = fold(en);

    it("every language has the keys of English, each plural with its language's forms", () => {
      for (const language of LANGUAGES) {
        const folded = fold(flatten(read(dir, language, namespace)));
        const categories = sorted(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
        expect(sorted(folded.plain), `${language}: plain keys`).toEqual(sorted(enFolded.plain));
        expect(sorted(folded.plural.keys()), `${language}: plural keys`).toEqual(sorted(enFolded.plural.keys()));
        for (const [base, forms] of folded.plural) expect(sorted(forms), `${language}: plural forms of ${base}`).toEqual(categories);
      }
    });

    it('every text is non-empty text with the placeholders of English', () => {
      for (const language of LANGUAGES) {
        for (const [key, text] of flatten(read(dir, language, namespace))) {
          const where = `${language} ${namespace}:${key}`;
          expect(text.trim(), where).not.toBe('');
          expect(text, where).not.toMatch(/^<not text/);
          const plural = PLURAL_SUFFIX.test(key);
          const wanted = placeholders(en.get(key) ?? en.get(`${key.replace(PLURAL_SUFFIX, '')}_other`) ?? '');
          const found = placeholders(text);
          // A plural form may leave the number out ('one agent', Arabic's dual and zero say it in
          // words); every other text keeps each placeholder of English, and none has one English lacks.
          if (!plural) for (const name of wanted) expect(found, `${where} keeps {{${name}}}`).toContain(name);
          for (const name of found) expect(wanted, `${where}: English has no {{${name}}}`).toContain(name);
        }
      }
    });

    it('no sentence of another language is a copy of English', () => {
      // Short labels can be the same word in two languages ('Client', 'Planning', 'No'); three
      // words or more that equal English were not translated.
      const copies: string[] = [];
      for (const language of LANGUAGES.filter((other) => other !== 'en')) {
        for (const [key, text] of flatten(read(dir, language, namespace))) {
          if (text === en.get(key) && words(text).length >= 3) copies.push(`${language} ${namespace}:${key}`);
        }
      }
      expect(copies).toEqual([]);
    });
  });
});

describe('app catalogues', () => {
  it('types i18next with every namespace of English', () => {
    const english = namespaces(APP_LOCALES, 'en');
    const declarations = readFileSync(path.join(process.cwd(), 'src/i18n/i18next-resources.d.ts'), 'utf8');
    for (const namespace of english) expect(declarations, namespace).toContain(`'./locales/en/${namespace}.json'`);
  });
});

describe('server catalogues', () => {
  it('loads every namespace in every language', () => {
    const source = readFileSync(path.join(process.cwd(), 'server/i18n/catalogues.ts'), 'utf8');
    for (const language of LANGUAGES) {
      for (const namespace of namespaces(path.join(process.cwd(), 'server/i18n/locales'), 'en')) {
        expect(source, `${language}/${namespace}`).toContain(`'./locales/${language}/${namespace}.json'`);
      }
    }
  });
});
