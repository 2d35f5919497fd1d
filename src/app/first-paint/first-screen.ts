/**
 * What a reload of the planning list shows before the app is loaded: the shell's outline and the
 * first screenful of rows, read from IndexedDB. The rows are the list's own row markup
 * (firstScreenRow), so they read exactly as they will once the app takes over; the rest are
 * placeholders the size of the controls they stand for (menu icons included: the icon set comes
 * with the app), so nothing moves when the app's page replaces this one. Styled by
 * first-screen.css (Chakra is not loaded yet). Not interactive: it is on screen for the
 * fraction of a second the app needs to start.
 */
import type { PlanningRow, StoredUser } from '../../../src-sync/index.js';
import type { Translate } from '../../i18n/lookup.js';
import { h, type MarkupElement } from '../../shared/markup/markup.js';
import { fieldEntryFor, menuKeysFor, menuLabelKey } from '../../shared/navigation/menu.js';
import { roleLabel } from '../../shared/session/role-label.js';
import { WIDE_COLUMNS, ROW_HEIGHT, firstScreenRow, type RowLayout, type RowWords } from '../../features/planning/index.js';
import { vigilShield } from '../../shared/brand/vigil-shield.js';
import './first-screen.css';

/** Blocks the size of the controls the app draws there (search, filters, status buttons). */
function placeholders(size: string, widths: number[]): MarkupElement {
  return h('div', { class: 'vfs-bar', 'data-size': size, 'aria-hidden': 'true' }, ...widths.map((width) => h('span', { style: `width: ${width}px` })));
}

/** The top bar's user menu button, as a picture: initials, name and role. */
function userBadge(user: StoredUser, t: Translate): MarkupElement {
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return h(
    'span',
    { class: 'vfs-user' },
    h('span', { class: 'vfs-avatar' }, initials),
    h(
      'span',
      { class: 'vfs-user-text' },
      h('span', { class: 'vfs-user-name' }, `${user.first_name} ${user.last_name}`),
      user.flags && h('span', { class: 'vfs-user-role' }, roleLabel(user, user.flags, t)),
    ),
  );
}

/** The role's menu (the same entries the app's sidebar derives), Planning open. */
function menu(user: StoredUser, t: Translate): MarkupElement {
  return h(
    'nav',
    { class: 'vfs-nav', 'aria-hidden': 'true' },
    h('span', { class: 'vfs-menu' }, t('shell:menu.title')),
    ...[fieldEntryFor(user.flags)].filter((entry) => entry !== null).map((entry) => h('span', { class: 'vfs-item' }, h('span', { class: 'vfs-icon' }), t(entry.labelKey))),
    ...menuKeysFor(user.flags).map((key) =>
      h('span', { class: 'vfs-item', 'data-active': key === 'planning' ? '' : undefined }, h('span', { class: 'vfs-icon' }), t(menuLabelKey(key))),
    ),
  );
}

/** The wide layout's column headings; the list opens sorted by start, ascending. */
function headings(t: Translate): MarkupElement[] {
  const column = (key: string, text: string = t(`planning-row:columns.${key}`)) => h('span', { 'data-end': key === 'agents' ? '' : undefined }, text);
  return [
    column('identifier'),
    column('clientBranch'),
    column('location'),
    column('startEnd', `${t('planning-row:columns.startEnd')} ↑`),
    column('agents'),
    column('status'),
    column('contractor'),
  ];
}

/** The rows, each at its place in the list's frame. */
export function firstScreenRows(rows: readonly PlanningRow[], layout: RowLayout, words: RowWords): MarkupElement[] {
  return rows.map((row, index) => firstScreenRow(row, layout, index * ROW_HEIGHT[layout], words));
}

export function firstScreen(rows: readonly PlanningRow[], user: StoredUser, layout: RowLayout, t: Translate, words: RowWords): MarkupElement {
  const wide = layout === 'wide';
  return h(
    'div',
    { class: 'vfs', 'data-testid': 'first-screen', 'aria-busy': 'true' },
    h('header', { class: 'vfs-top' }, h('span', { class: 'vfs-brand' }, h('span', { class: 'vfs-mark' }, vigilShield()), 'Vigil'), userBadge(user, t)),
    h(
      'div',
      { class: 'vfs-body' },
      h('aside', { class: 'vfs-side' }, menu(user, t)),
      h(
        'main',
        { class: 'vfs-main' },
        h('h1', { class: 'vfs-title' }, t('shell:menu.planning')),
        placeholders('search', wide ? [410, 190] : [410, 92]),
        wide && placeholders('filters', [176, 176, 176, 176]),
        placeholders('statuses', [56, 90, 104, 86, 74, 84, 86, 98, 86]),
        h(
          'div',
          { class: 'vfs-frame' },
          wide && h('div', { class: 'vfs-head', style: `grid-template-columns: ${WIDE_COLUMNS}` }, ...headings(t)),
          h('div', { class: 'vfs-rows', 'data-testid': 'first-screen-rows' }, ...firstScreenRows(rows, layout, words)),
        ),
      ),
    ),
  );
}
