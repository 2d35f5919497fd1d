/**
 * FRAME_STYLES and ROW_STYLES as one global rule set scoped to the list's frame and scroll box,
 * resolved once per Chakra system. The list re-renders on every keystroke: a class computed in its
 * render hashed the whole row stylesheet each time, and Chakra boxes resolve their style props
 * each time, while this component has no props and renders once (DESIGN.md section 6: keystroke
 * to updated list under 50 ms).
 */
import { useChakraContext } from '@chakra-ui/react';
import { css, Global, type CSSObject } from '@emotion/react';
import { memo, useMemo } from 'react';
import { FRAME_STYLES, ROW_STYLES } from './row-styles.js';

/** The attributes the styles are scoped by: `data-planning-list-frame` on the frame,
 * `data-planning-rows` on the scroll box holding the rows. */
export const RowStylesheet = memo(function RowStylesheet() {
  const system = useChakraContext();
  const styles = useMemo(
    () => css({ '[data-planning-list-frame]': system.css(FRAME_STYLES) as CSSObject, '[data-planning-rows]': system.css(ROW_STYLES) as CSSObject }),
    [system],
  );
  return <Global styles={styles} />;
});
