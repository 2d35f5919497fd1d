/**
 * The server's texts in a reader's language, through i18next (plural forms by Intl.PluralRules,
 * interpolation, English for anything a catalogue lacks). One instance, all catalogues loaded at
 * start: they are small, and a mail must never wait on a file.
 *
 * Keys are typed by the English catalogue. i18next's own key typing is taken by the app's
 * catalogues (src/i18n/i18next-resources.d.ts augments the module for the whole program), so the
 * server types its `t` itself: a plural key is named without its suffix and takes `count`.
 */
import i18next from 'i18next';
import { UI_LANGUAGES, type UiLanguage } from '../../src-sync/protocol/ui-languages.js';
import { SERVER_CATALOGUES, type ServerNamespace, type ServerNamespaces } from './catalogues.js';
import { SERVER_DEFAULT_LANGUAGE } from './languages.js';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Dotted keys of a catalogue tree, plural forms folded: { a: { b_one, b_other } } -> 'a.b'. */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ServerKey<N extends ServerNamespace> = KeyOf<ServerNamespaces[N]>;
export type TextValues = Readonly<Record<string, string | number>>;
export type ServerTranslate<N extends ServerNamespace> = (key: ServerKey<N>, values?: TextValues) => string;

const texts = i18next.createInstance();
void texts.init({
  resources: SERVER_CATALOGUES,
  supportedLngs: [...UI_LANGUAGES],
  fallbackLng: SERVER_DEFAULT_LANGUAGE,
  ns: Object.keys(SERVER_CATALOGUES.en),
  defaultNS: false,
  // Mails are plain text and the sign-in page escapes whole texts itself: escaping values here
  // too would show '&amp;' in a mail.
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  initAsync: false,
});

/** The part of i18next used here, without the app's key typing (which does not know these
 * namespaces, see above); keys are checked by ServerKey instead. */
interface PlainI18n {
  getFixedT(language: string, namespace: string): (key: string, values: TextValues) => string;
}
const plain = texts as unknown as PlainI18n;

/** The texts of one namespace in one language. */
export function serverTexts<N extends ServerNamespace>(language: UiLanguage, namespace: N): ServerTranslate<N> {
  const translate = plain.getFixedT(language, namespace);
  return (key, values = {}) => translate(key, values);
}
