/**
 * The app's i18next instance. One language's catalogues are loaded at a time (catalogue-loader);
 * the app renders once they are in (start-app), so no screen ever shows a key or flashes English.
 * Before sign-in the browser's languages pick the catalogue (i18next-browser-languagedetector,
 * navigator only: nothing is cached, the profile decides once a user is known).
 */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue } from './catalogue-loader.js';
import { applyDocumentLanguage } from './document-language.js';
import { DEFAULT_LANGUAGE, LANGUAGES, browserLanguage, isLanguage, type Language } from './languages.js';

export const i18n = i18next.createInstance();
const detector = new LanguageDetector();
i18n.use(detector).use(initReactI18next);

/** The language the app shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Loads the language's catalogues (once), switches i18next to it and sets `<html lang dir>`. */
export async function switchLanguage(language: Language): Promise<void> {
  const catalogue = await loadCatalogue(language);
  for (const [namespace, tree] of Object.entries(catalogue)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, tree);
  }
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** The language the browser asks for, among the UI's (English when none). */
export function detectedLanguage(): Language {
  const detected = i18n.isInitialized ? detector.detect() : undefined;
  const codes = Array.isArray(detected) ? detected : detected ? [detected] : [];
  return browserLanguage(codes);
}

/**
 * Sets i18next up and loads the first language: the stored user's (their profile), else the
 * browser's. Resolves when the app can render.
 */
export async function startI18n(profile: Language | null): Promise<Language> {
  if (!i18n.isInitialized) {
    await i18n.init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      detection: { order: ['navigator'], caches: [] },
      defaultNS: 'common',
      ns: [],
      resources: {},
      partialBundledLanguages: true,
      // React escapes what it renders; escaping here too would show '&amp;'.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
  }
  const language = profile ?? detectedLanguage();
  await switchLanguage(language);
  return language;
}
