/**
 * ROW_STYLES as a class name, resolved and serialized once per Chakra system instead of on every
 * render: the list re-renders on every keystroke, and pushing the whole row stylesheet through
 * Chakra's `css` prop each time showed up in keystroke profiles. Emotion inserts the rule once and
 * hands back the cached class afterwards.
 */
import { useChakraContext } from '@chakra-ui/react';
import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import { useMemo } from 'react';
import { ROW_STYLES } from './row-styles.js';

export function useRowStyles(): SerializedStyles {
  const system = useChakraContext();
  return useMemo(() => css(system.css(ROW_STYLES) as CSSObject), [system]);
}
