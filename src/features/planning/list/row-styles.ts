/**
 * Every style of the windowed rows, applied ONCE on the list container through nested
 * selectors. Rows themselves are plain elements with data attributes: a row mounts on every
 * keystroke that changes the list, and a Chakra style-prop component per cell costs an Emotion
 * style resolution each (about 15 per row, 25 rows), which alone would eat the 50 ms bar
 * (DESIGN.md section 6). Colours are the same tokens as PlanningStatusBadge / ContractorStatusBadge.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { CONTRACTOR_STATUSES, PLANNING_STATUSES, PLANNING_STATUS_COLOR } from '../../../../src-sync/index.js';
import { CONTRACTOR_STATUS_COLOR } from '../status-labels.js';
import { ROW_HEIGHT, WIDE_COLUMNS } from './row-layout.js';
import { PAGE_START_ALIGN } from '../../../shared/layout/page-start-align.js';

const badgeBase: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  borderRadius: 'l1',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
};

function statusBadges(): SystemStyleObject {
  const styles: SystemStyleObject = {};
  for (const status of PLANNING_STATUSES) {
    const color = PLANNING_STATUS_COLOR[status];
    styles[`& [data-badge=status][data-value=${status}]`] =
      color === 'black' ? { bg: 'gray.950', color: 'white' } : { bg: `${color}.solid`, color: `${color}.contrast` };
  }
  for (const status of CONTRACTOR_STATUSES) {
    const color = CONTRACTOR_STATUS_COLOR[status];
    styles[`& [data-badge=contractor][data-value=${status}]`] = { color: `${color}.fg`, boxShadow: `inset 0 0 0 1px {colors.${color}.muted}` };
  }
  return styles;
}

/** The list's frame (around the column headings and the rows). */
export const FRAME_STYLES: SystemStyleObject = {
  flex: '1',
  minHeight: '0',
  display: 'flex',
  flexDirection: 'column',
  borderWidth: '1px',
  borderRadius: 'md',
  bg: 'bg',
  overflow: 'hidden',
};

/** The scroll box holding the rows, and the rows. */
export const ROW_STYLES: SystemStyleObject = {
  flex: '1',
  minHeight: '0',
  overflowY: 'auto',
  // A list shrinking below one screen must not drop the scrollbar, which would resize the
  // viewport and make the rows in view change width.
  scrollbarGutter: 'stable',
  // The box's size comes from the page, never from the rows, so a keystroke's new rows relayout
  // and repaint this box alone.
  contain: 'strict',
  '& [data-row]': {
    position: 'absolute',
    top: '0',
    insetInlineStart: '0',
    width: '100%',
    overflow: 'hidden',
    // A row's content never affects anything outside it: a keystroke's new rows are laid out
    // and painted on their own.
    contain: 'layout paint style',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    bg: 'bg',
    cursor: 'pointer',
    fontSize: 'sm',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  },
  '& [data-row][aria-current=true]': { bg: 'brand.subtle', _hover: { bg: 'brand.muted' } },
  '& [data-row=wide]': {
    height: `${ROW_HEIGHT.wide}px`,
    display: 'grid',
    gridTemplateColumns: WIDE_COLUMNS,
    columnGap: '3',
    alignItems: 'center',
    px: '4',
  },
  '& [data-row=narrow]': {
    height: `${ROW_HEIGHT.narrow}px`,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: '0.5',
    px: '3',
  },
  // A cell of the wide grid, or a line of the narrow layout.
  '& [data-cell]': { minWidth: '0', lineHeight: 'short' },
  '& [data-line]': { display: 'flex', alignItems: 'center', gap: '2', minWidth: '0' },
  '& [data-text]': { display: 'block', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // A name reads in its own direction (dir=auto), so a Latin name cut in an Arabic page loses its
  // end, not its start; it still lines up with the page's start, whatever its own direction.
  '& [data-name]': PAGE_START_ALIGN,
  '& [data-grow]': { flex: '1' },
  // Takes the room left, and when short of it gives way in proportion with the text beside it
  // (a branch beside its client: both cut, not the branch to nothing).
  '& [data-share]': { flex: '1 1 auto' },
  '& [data-stack]': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.5' },
  '& [data-fixed]': { flexShrink: 0 },
  '& [data-tone=muted]': { color: 'fg.muted' },
  '& [data-size=xs]': { fontSize: 'xs' },
  '& [data-strong]': { fontWeight: 'semibold' },
  // Fixed-format dates and codes keep their order in a right-to-left page, aligned to its start.
  '& [data-num], & [data-num] [data-text]': { fontVariantNumeric: 'tabular-nums', unicodeBidi: 'plaintext' },
  // A range of two such times: each isolated left to right in its text, the range the page's way.
  '& [data-range]': { unicodeBidi: 'isolate' },
  '& [data-end]': { textAlign: 'end' },
  '& [data-icon]': { display: 'inline-flex', verticalAlign: 'middle', color: 'fg.muted' },
  '& [data-push]': { marginInlineStart: 'auto' },
  '& [data-badge]': badgeBase,
  '& [data-badge=status]': { fontSize: 'xs', px: '1.5', minHeight: '5' },
  '& [data-badge=contractor]': { fontSize: '2xs', px: '1', minHeight: '4' },
  '& [data-badge=write]': { fontSize: '2xs', px: '1', minHeight: '4' },
  '& [data-badge=write][data-value=failed]': { bg: 'red.subtle', color: 'red.fg' },
  '& [data-badge=write][data-value=queued]': { bg: 'orange.subtle', color: 'orange.fg' },
  '& [data-badge=write][data-value=remote]': { bg: 'blue.subtle', color: 'blue.fg' },
  ...statusBadges(),
};
