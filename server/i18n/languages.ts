/**
 * Which of the six UI languages (src-sync/protocol/ui-languages.ts) a text the server writes is
 * in: a mail or notice takes its recipient's profile `language`, a page the browser's
 * `Accept-Language`. English when neither names one of the six.
 */
import { UI_LANGUAGES, type UiLanguage } from '../../src-sync/protocol/ui-languages.js';

export const SERVER_DEFAULT_LANGUAGE: UiLanguage = 'en';

const isUiLanguage = (value: string): value is UiLanguage => (UI_LANGUAGES as readonly string[]).includes(value);

/** The primary subtag of a BCP 47 tag, lower-cased: 'zh-Hans-CN' -> 'zh'. */
const primarySubtag = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** A profile's `language` as a UI language: 'sa' is the spec's code for Arabic (section 9). */
export function profileLanguage(code: string | null | undefined): UiLanguage {
  const primary = primarySubtag(code ?? '');
  if (primary === 'sa') return 'ar';
  return isUiLanguage(primary) ? primary : SERVER_DEFAULT_LANGUAGE;
}

/**
 * The best of the six for an `Accept-Language` header (RFC 9110 section 12.5.4): the tags by
 * descending weight, ties in the order sent, `q=0` refused, the first whose language is one of
 * the six. A browser's `sa` is Sanskrit, not Arabic, so no alias applies here.
 */
export function acceptedLanguage(header: string | undefined): UiLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: primarySubtag(tag), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isUiLanguage) ?? SERVER_DEFAULT_LANGUAGE;
}

export function textDirection(language: UiLanguage): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
