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

/** The keys that word it: Planning Details' and the requests'. Both read 'client → branch' in every
 * language today; each screen keeps its own key so a language may word them apart. */
type ClientBranchKey = 'planning-details:clientBranch' | 'requests:list.clientBranch';

export function useClientBranchLabel(key: ClientBranchKey): (row: Named) => string {
  const { t } = useTranslation(['planning-details', 'requests']);
  const language = currentLanguage();
  return useCallback(
    (row) => (row.branch ? t(key, { client: isolate(row.client.name, language), branch: isolate(row.branch.name, language) }) : row.client.name),
    [t, key, language],
  );
}
