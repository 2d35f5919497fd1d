/**
 * Accounts: the sign-ins of each organisation. Created by an invitation (email, name, language,
 * organisation, role); afterwards only the role changes here, and the account is disabled or
 * enabled from its detail view (accounts/account-actions.tsx).
 */
import { type AccountRow } from '../../../../src-sync/index.js';
import type { CollectionConfig, FormContext, RowBadge } from './collection-types.js';
import { clientName, personName, subcontractorName, type Lookups } from './lookups.js';
import { agentOptions, languageOptions, ownerOptions, parseOwner, roleOptions } from './options.js';

function organisation(row: Pick<AccountRow, 'client_id' | 'subcontractor_id'>, lookups: Lookups, t: (key: string) => string): string {
  if (row.client_id !== null) return clientName(lookups, row.client_id);
  if (row.subcontractor_id !== null) return subcontractorName(lookups, row.subcontractor_id);
  return t('directory:owner.staff');
}

/** The organisation of the account being created: its parent tab's, or the one chosen. */
function ownerOf({ parent, values }: FormContext) {
  if (parent?.field === 'client_id') return { client_id: parent.id, subcontractor_id: null };
  if (parent?.field === 'subcontractor_id') return { client_id: null, subcontractor_id: parent.id };
  return values.owner === undefined ? { client_id: numberOr(values.client_id), subcontractor_id: numberOr(values.subcontractor_id) } : parseOwner(values.owner);
}

function numberOr(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) ? n : null;
}

export const accountCollection: CollectionConfig<'accounts'> = {
  entity: 'accounts',
  actions: { create: 'account.invite', update: 'account.update', delete: 'account.delete' },
  title: (row) => personName(row.user),
  subtitle: (row) => row.user.email,
  columns: [
    { key: 'organisation', cell: (row, lookups, t) => organisation(row, lookups, t) },
    { key: 'role', cell: (row, _lookups, t) => t(`accounts:roles.${row.role}`) },
    { key: 'email', cell: (row) => row.user.email, wideOnly: true },
  ],
  badges: (row): RowBadge[] => [
    ...(row.disabled === 1 ? [{ label: 'accounts:status.disabled', palette: 'red' as const }] : []),
    ...(row.verified === 0 ? [{ label: 'accounts:status.invited', palette: 'blue' as const }] : []),
  ],
  search: (row, lookups) => [personName(row.user), row.user.email, row.role, clientName(lookups, row.client_id), subcontractorName(lookups, row.subcontractor_id)].join(' '),
  fields: [
    { name: 'email', kind: 'email', required: true, createOnly: true, wide: true },
    { name: 'first_name', kind: 'text', required: true, createOnly: true },
    { name: 'last_name', kind: 'text', required: true, createOnly: true },
    { name: 'language', kind: 'select', required: true, createOnly: true, options: () => languageOptions() },
    { name: 'owner', kind: 'select', required: true, createOnly: true, options: (context) => ownerOptions(context, true), shown: ({ parent }) => parent === null },
    { name: 'role', kind: 'select', required: true, options: (context) => roleOptions(context, context.mode === 'create' ? ownerOf(context) : { client_id: numberOr(context.values.client_id), subcontractor_id: numberOr(context.values.subcontractor_id) }) },
    {
      name: 'agent_id', kind: 'select', required: true,
      // A guard's sign-in: one of the subcontractor's agents that has none yet.
      options: (context) => {
        const { subcontractor_id } = context.mode === 'create' ? ownerOf(context) : { subcontractor_id: numberOr(context.values.subcontractor_id) };
        return agentOptions(context, (agent) => agent.subcontractor_id === subcontractor_id && agent.user_id === null);
      },
      shown: ({ values }) => values.role === 'agent',
    },
  ],
  owner: (row) => ({ client_id: row.client_id ?? null, subcontractor_id: row.subcontractor_id ?? null }),
  usage: () => Promise.resolve({}),
};
