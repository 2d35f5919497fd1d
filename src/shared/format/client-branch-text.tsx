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
const NO_BREAK_SPACE = '\u00A0';
const BRANCH = '\uE001';

/** A name kept whole on its line, in its own direction (wraps inside only when longer than a line). */
export const WholeName = chakra('bdi', { base: { display: 'inline-block', maxWidth: '100%' } });

/** The same on a phone's line at most, cut with an ellipsis: a title kept short (Planning Details'
 * header, whose info shows the names whole). Clamping the lines instead hid the last name without
 * a sign: a name kept whole is one box to the line, and a box gets no ellipsis. */
export const ShortName = chakra('bdi', {
  base: {
    display: 'inline-block',
    maxWidth: '100%',
    verticalAlign: 'bottom',
    whiteSpace: { base: 'nowrap', md: 'normal' },
    overflow: { base: 'hidden', md: 'visible' },
    textOverflow: 'ellipsis',
  },
});

/** The words before a name and the name, one line on a phone, in the page's direction. */
const ShortLine = chakra('span', {
  base: { display: 'inline-block', maxWidth: '100%', verticalAlign: 'bottom', whiteSpace: { base: 'nowrap', md: 'normal' } },
});

export function ClientBranchText({ row, short = false }: { row: Named; short?: boolean }) {
  const { t } = useTranslation('planning-row');
  const Name = short ? ShortName : WholeName;
  // One element: inside a flex container (a DataList value) the names would become flex items
  // side by side, each squeezed onto two lines.
  if (!row.branch) return <span><Name>{row.client.name}</Name></span>;
  // The catalogue's sentence with markers for the names, so each language keeps its own order.
  const sentence = t('clientBranch', { client: CLIENT, branch: BRANCH });
  const parts = sentence.split(new RegExp(`(${CLIENT}|${BRANCH})`));
  if (!short) {
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
  // Short: the words before a name share its line (one box), so an arrow never hangs alone at a
  // line's end; they stay outside the name's isolate, in the page's direction (a no-break space
  // alone did not hold them together before a box).
  const lines: { text: string; name: string }[] = [];
  let before = '';
  for (const part of parts) {
    if (part === CLIENT || part === BRANCH) {
      lines.push({ text: before, name: part === CLIENT ? row.client.name : (row.branch?.name ?? '') });
      before = '';
    } else before += part;
  }
  return (
    <span>
      {lines.map((line, index) =>
        line.text === '' ? <ShortName key={index}>{line.name}</ShortName> : (
          <Fragment key={index}>
            {line.text.startsWith(' ') ? ' ' : null}
            <ShortLine>
              {line.text.trim()}
              {NO_BREAK_SPACE}
              <ShortName maxWidth={{ base: 'calc(100% - 2em)', md: '100%' }}>{line.name}</ShortName>
            </ShortLine>
          </Fragment>
        ),
      )}
      {before}
    </span>
  );
}
