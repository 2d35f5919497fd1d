/**
 * 'client → branch' as markup where it may wrap (Planning Details' title and info, a request's
 * summary): each name is one unit that moves to the next line whole. As one string, a right-to-
 * left page broke a Latin name in the middle and set its halves on two lines in the bidi order of
 * each ("Galeries du · REQ-…" over "Galerie Lille ← Nord SAS"). A name longer than the line still
 * wraps inside itself. Same words as the string form (`useClientBranchLabel`, one catalogue key).
 */
import { chakra } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

interface Named {
  client: { name: string };
  branch: { name: string } | null;
}

const CLIENT = '\uE000';
const BRANCH = '\uE001';

/** A name kept whole on its line, in its own direction (wraps inside only when longer than a line). */
export const WholeName = chakra('bdi', { base: { display: 'inline-block', maxWidth: '100%' } });

export function ClientBranchText({ row }: { row: Named }) {
  const { t } = useTranslation('planning-row');
  // One element: inside a flex container (a DataList value) the names would become flex items
  // side by side, each squeezed onto two lines.
  if (!row.branch) return <span><WholeName>{row.client.name}</WholeName></span>;
  // The catalogue's sentence with markers for the names, so each language keeps its own order.
  const sentence = t('clientBranch', { client: CLIENT, branch: BRANCH });
  const parts = sentence.split(new RegExp(`(${CLIENT}|${BRANCH})`));
  return (
    <span>
      {parts.map((part, index) =>
        part === CLIENT ? <WholeName key={index}>{row.client.name}</WholeName>
        : part === BRANCH ? <WholeName key={index}>{row.branch?.name}</WholeName>
        : <Fragment key={index}>{part}</Fragment>,
      )}
    </span>
  );
}
