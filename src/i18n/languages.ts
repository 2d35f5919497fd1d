/**
 * The UI languages (spec section 9: en, zh, sa, it, es, fr) and how a code from the profile or
 * the browser becomes one of them. Arabic is stored and used as `ar`, its ISO code; the spec's
 * `sa` is accepted from a profile as its alias. Free of i18next and React: the start-up paint
 * (src/main.ts) uses it before either is loaded.
 */
export const LANGUAGES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as its speakers write it: a menu of languages is read by someone
 * who may not read the current one, so these are never translated. */
export const LANGUAGE_AUTONYMS: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};

/** The locale dates and numbers are formatted in. English is day-first with a 24-hour clock like
 * the spec's fixed formats (en-GB, not en-US's "3:00 PM"); Arabic keeps Latin digits so
 * identifiers, counts and the fixed-format dates read the same as what is typed in the pickers. */
const INTL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  zh: 'zh-CN',
  ar: 'ar-u-nu-latn',
  it: 'it-IT',
  es: 'es-ES',
  fr: 'fr-FR',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The primary subtag of a BCP 47 tag, lower-cased: 'zh-Hans-CN' -> 'zh'. */
function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** A profile's `language` (spec section 3) as a UI language; null when it names none of them.
 * 'sa' is the spec's code for Arabic. */
export function profileLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  const primary = primarySubtag(code);
  if (primary === 'sa') return 'ar';
  return isLanguage(primary) ? primary : null;
}

/** The first of the browser's preferred languages the UI speaks, else English. Unlike a profile,
 * a browser's 'sa' is Sanskrit, not Arabic, so no alias applies here. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = primarySubtag(tag);
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function intlLocale(language: Language): string {
  return INTL_LOCALES[language];
}
