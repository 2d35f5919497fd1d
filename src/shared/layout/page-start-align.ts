/**
 * For a name shown in its own direction (`dir="auto"`): lined up with the page's start, whatever
 * its own direction. A Latin name in an Arabic page keeps its left-to-right order, so cut short
 * it loses its end ("Alessandro Gé…"), but sits on the right like the Arabic texts around it
 * instead of on the left. A text that does not fit is start-aligned by the browser anyway (CSS
 * Text: overflowing lines align to their own start), so the cut stays at the name's end.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

export const PAGE_START_ALIGN: SystemStyleObject = { textAlign: 'left', _rtl: { textAlign: 'right' } };
