/**
 * Gives the app i18next (react-i18next) and Chakra's locale (its components' direction and
 * formatting). Re-renders below when the language changes.
 */
import { LocaleProvider } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { currentLanguage, i18n } from './i18n.js';
import { intlLocale } from './languages.js';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={intlLocale(language)}>{children}</LocaleProvider>
    </I18nextProvider>
  );
}
