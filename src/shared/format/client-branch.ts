/**
 * 'client -> branch' (spec section 2) in the UI's language, the arrow pointing the way the language
 * reads. Each name is isolated (src/i18n/bidi.ts), so the sentence takes the page's direction: put
 * inside an auto-direction <bdi>, a sentence of two Latin names and an arrow read left to right on
 * an Arabic page, its arrow pointing back at the client.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isolate } from '../../i18n/index.js';

interface Named {
  client: { name: string };
  branch: { name: string } | null;
}

/** One catalogue key words it on every screen: the planning list, Planning Details, the requests
 * and the filters. It lives in `planning-row`, which the start-up paint of the list bundles. */
export function useClientBranchLabel(): (row: Named) => string {
  const { t } = useTranslation('planning-row');
  const language = currentLanguage();
  return useCallback(
    (row) => (row.branch ? t('clientBranch', { client: isolate(row.client.name, language), branch: isolate(row.branch.name, language) }) : row.client.name),
    [t, language],
  );
}
