import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { asTranslate, type Translate } from '../../i18n/index.js';

/** `t` for keys built from data (a column's, a badge's, a field's), written in full with their
 * namespace (`directory:columns.email`): the catalogue tests check every one exists. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return useMemo(() => asTranslate(t), [t]);
}
