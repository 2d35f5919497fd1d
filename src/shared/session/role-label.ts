import type { RoleFlags } from '../../../src-sync/index.js';
import type { Translate } from '../../i18n/lookup.js';

/** The organisation names the label uses (an `OwnUser`, or the stored account at start-up). */
export interface RoleLabelFacts {
  client: { name: string } | null;
  subcontractor: { company_name: string } | null;
}

/** How the user's role reads on screen: the top bar's user menu, the dashboard welcome and the
 * start-up paint (which translates with the catalogue lookup, hence a plain `Translate`). */
export function roleLabel(user: RoleLabelFacts, flags: RoleFlags, t: Translate): string {
  if (flags.admin) return t('shell:roles.administrator');
  if (flags.planner) return t('shell:roles.planner');
  if (flags.subcontractor) return user.subcontractor ? t('shell:roles.subcontractorOf', { company: user.subcontractor.company_name }) : t('shell:roles.subcontractor');
  if (flags.client) return user.client ? t('shell:roles.clientOf', { client: user.client.name }) : t('shell:roles.client');
  if (flags.agent) return t('shell:roles.agent');
  return t('shell:roles.staff');
}
