/**
 * The sidebar entries per role (spec section 2), derived from the signed-in user's role flags,
 * never hard-coded per build. Order matters: it is the order on screen.
 */
import type { RoleFlags } from '../../../src-sync/index.js';

export const MENU_KEYS = ['requests', 'planning', 'clients', 'locations', 'subcontractors', 'agents', 'branches', 'contacts', 'users', 'equipment'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** An entry's label in the `shell` catalogue. */
export function menuLabelKey(key: MenuKey): `shell:menu.${MenuKey}` {
  return `shell:menu.${key}`;
}

export function menuKeysFor(flags: RoleFlags | null): MenuKey[] {
  if (!flags) return [];
  // Beyond the spec's menus (ARCHITECTURE.md, "Directory and accounts"): an admin keeps the
  // users of every organisation and the equipment catalogue, a subcontractor its own agents.
  if (flags.admin) return ['requests', 'planning', 'clients', 'locations', 'subcontractors', 'agents', 'users', 'equipment'];
  // Planners take orders for clients too (request.create), so they have the requests.
  if (flags.planner) return ['requests', 'planning', 'agents'];
  // A client user keeps its branches and its contacts, those of no branch included (the
  // organisation's own: reachable from no branch's tab).
  if (flags.ownAccount && flags.client) return ['requests', 'planning', 'branches', 'contacts'];
  if (flags.ownAccount) return ['requests', 'planning', 'locations', 'agents'];
  // A guard with a sign-in (not in the spec's menus): the plannings of the shifts it works.
  if (flags.agent) return ['planning'];
  return [];
}

/** The phone view of a guard: not a dashboard section, but the first entry of its menu, so a
 * guard who opened Planning finds the way back to its shifts (not only through the logo). */
export const FIELD_ENTRY = { key: 'shifts', path: '/field', labelKey: 'shell:menu.shifts' } as const;

export function fieldEntryFor(flags: RoleFlags | null): typeof FIELD_ENTRY | null {
  return flags?.agent && !flags.admin && !flags.planner && !flags.ownAccount ? FIELD_ENTRY : null;
}

export function menuPath(key: MenuKey): string {
  return `/dashboard/${key}`;
}
