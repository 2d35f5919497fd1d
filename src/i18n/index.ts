// The app's side of the catalogues. Code outside React that must stay free of i18next (the page's
// entry, the start-up paint) imports languages.ts, lookup.ts and start-up-catalogue.ts directly.
export { i18n, startI18n, switchLanguage, currentLanguage, detectedLanguage } from './i18n.js';
export { I18nProvider } from './i18n-provider.js';
export { LANGUAGES, LANGUAGE_AUTONYMS, DEFAULT_LANGUAGE, profileLanguage, browserLanguage, textDirection, intlLocale, isLanguage, type Language } from './languages.js';
export { translateFieldMessage, fieldMessageKey } from './field-messages.js';
export { asTranslate } from './translate.js';
export type { Translate, TranslateValues } from './lookup.js';
export { describeApiError, translateServerMessage, type DescribableError } from './api-errors.js';
export { isolate, isolateLtr, firstStrongDirection } from './bidi.js';
