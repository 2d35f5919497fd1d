/**
 * Text people typed (a note with a pasted link, a long PO number) may break inside a word when
 * a line cannot hold it, so it wraps instead of widening its card, and the page, past a phone's
 * screen. On the element and every element in it: Chakra's preflight gives every element
 * `overflow-wrap: break-word`, which breaks only what already overflows and does not let a
 * grid or flex column shrink below the longest word.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

export const WRAP_ANYWHERE: SystemStyleObject = { overflowWrap: 'anywhere', '& *': { overflowWrap: 'anywhere' } };
