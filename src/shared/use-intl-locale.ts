/** The Intl locale of the UI's current language (dates and numbers; src/i18n/languages.ts). */
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, intlLocale, isLanguage, type Language } from '../i18n/index.js';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function useIntlLocale(): string {
  return intlLocale(useLanguage());
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count in the locale's digits and grouping; one formatter per locale. */
export function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** Spec section 9: an unread badge shows 99+ beyond 99. The bell, the chat button and each
 * group's badge count alike. */
export function formatBadgeCount(count: number, locale: string): string {
  return count > 99 ? `${formatNumber(99, locale)}+` : formatNumber(count, locale);
}
