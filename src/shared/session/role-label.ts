import type { RoleFlags } from '../../../src-sync/index.js';

/** How the user's role reads on screen: the top bar's user menu and the dashboard welcome. */
/** The organisation names the label uses (an `OwnUser`, or the stored account at start-up). */
export interface RoleLabelFacts {
  client: { name: string } | null;
  subcontractor: { company_name: string } | null;
}

export function roleLabel(user: RoleLabelFacts, flags: RoleFlags): string {
  if (flags.admin) return 'Administrator';
  if (flags.planner) return 'Planner';
  if (flags.subcontractor) return user.subcontractor ? `Subcontractor · ${user.subcontractor.company_name}` : 'Subcontractor';
  if (flags.client) return user.client ? `Client · ${user.client.name}` : 'Client';
  if (flags.agent) return 'Agent';
  return 'Staff';
}
