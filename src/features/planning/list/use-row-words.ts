import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { asTranslate, profileLanguage } from '../../../i18n/index.js';
import { rowWords, type RowWords } from './row-words.js';

/** The rows' words in the app's language, prepared once per language. */
export function useRowWords(): RowWords {
  const { i18n } = useTranslation('planning-row');
  const language = profileLanguage(i18n.language) ?? 'en';
  return useMemo(() => rowWords(asTranslate(i18n.t), language), [i18n, language]);
}
