/**
 * Choices of the directory's select fields. Archived records leave the pickers, except the one a
 * record already points at (it stays readable, marked archived).
 */
import { ACCOUNT_LANGUAGES, ROLES_OF, listedTimeZones, organisationKindOf } from '../../../../src-sync/index.js';
import { LANGUAGE_AUTONYMS } from '../../../i18n/index.js';
import type { FormContext, SelectOption } from './collection-types.js';
import { personName } from './lookups.js';

interface Named {
  id: number;
  archived: 0 | 1;
}

function choices<R extends Named>(rows: Iterable<R>, label: (row: R) => string, current: string, t: FormContext['t']): SelectOption[] {
  const out: SelectOption[] = [];
  for (const row of rows) {
    const chosen = String(row.id) === current;
    if (row.archived === 1 && !chosen) continue;
    out.push({ value: String(row.id), label: row.archived === 1 ? t('directory:badges.archivedName', { name: label(row) }) : label(row) });
  }
  return out.sort((a, b) => a.label.localeCompare(b.label));
}

export const clientOptions = ({ lookups, values, t }: FormContext, field = 'client_id'): SelectOption[] =>
  choices(lookups.clients.values(), (row) => row.name, values[field] ?? '', t);

export const subcontractorOptions = ({ lookups, values, t }: FormContext, field = 'subcontractor_id'): SelectOption[] =>
  choices(lookups.subcontractors.values(), (row) => row.company_name, values[field] ?? '', t);

/** The branches of the client chosen in the form (or its parent's). */
export function branchOptions(context: FormContext, clientId: number | null): SelectOption[] {
  if (clientId === null) return [];
  const rows = [...context.lookups.branches.values()].filter((row) => row.client_id === clientId);
  return choices(rows, (row) => row.name, context.values.branch_id ?? '', context.t);
}

export function agentOptions(context: FormContext, filter: (agent: { subcontractor_id: number | null; user_id: number | null }) => boolean): SelectOption[] {
  const rows = [...context.lookups.agents.values()].filter((agent) => String(agent.id) === context.values.agent_id || filter(agent));
  return choices(rows, personName, context.values.agent_id ?? '', context.t);
}

/** `client:3` or `subcontractor:5`: who a new location or account belongs to, in one select. */
export function ownerOptions(context: FormContext, withStaff: boolean): SelectOption[] {
  const { t } = context;
  const staff: SelectOption[] = withStaff ? [{ value: 'staff', label: t('directory:owner.staff') }] : [];
  const clients = clientOptions({ ...context, values: {} }).map((o) => ({ value: `client:${o.value}`, label: t('directory:owner.client', { name: o.label }) }));
  const subs = subcontractorOptions({ ...context, values: {} }).map((o) => ({ value: `subcontractor:${o.value}`, label: t('directory:owner.subcontractor', { name: o.label }) }));
  return [...staff, ...clients, ...subs];
}

/** The owner value of a parent tab or a record: `client:3`, `subcontractor:5`, `staff`. */
export function ownerValue(record: { client_id?: number | null; subcontractor_id?: number | null }): string {
  if ((record.client_id ?? null) !== null) return `client:${String(record.client_id)}`;
  if ((record.subcontractor_id ?? null) !== null) return `subcontractor:${String(record.subcontractor_id)}`;
  return 'staff';
}

export function parseOwner(value: string | undefined): { client_id: number | null; subcontractor_id: number | null } {
  const [kind, id] = (value ?? '').split(':');
  const n = Number(id);
  if (kind === 'client' && Number.isInteger(n)) return { client_id: n, subcontractor_id: null };
  if (kind === 'subcontractor' && Number.isInteger(n)) return { client_id: null, subcontractor_id: n };
  return { client_id: null, subcontractor_id: null };
}

export function timeZoneOptions(): SelectOption[] {
  const zones = listedTimeZones();
  return ['UTC', ...zones].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

export const languageOptions = (): SelectOption[] => ACCOUNT_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_AUTONYMS[code] }));

/** The roles of the organisation chosen for an account. */
export function roleOptions(context: FormContext, owner: { client_id: number | null; subcontractor_id: number | null }): SelectOption[] {
  return ROLES_OF[organisationKindOf(owner)].map((role) => ({ value: role, label: context.t(`accounts:roles.${role}`) }));
}
