import type { CollectionConfig, FormContext } from './collection-types.js';
import { branchName, clientName, personName } from './lookups.js';
import { branchOptions, clientOptions } from './options.js';
import { NOTHING_USES_IT } from './usage.js';

/** The contact's client: its parent's (a client's or a branch's tab), or the one chosen. */
function clientOf({ parent, values, lookups }: FormContext): number | null {
  if (parent?.field === 'client_id') return parent.id;
  if (parent?.field === 'branch_id') return lookups.branches.get(parent.id)?.client_id ?? null;
  const n = Number(values.client_id);
  return values.client_id && Number.isInteger(n) ? n : null;
}

export const contactCollection: CollectionConfig<'contacts'> = {
  entity: 'contacts',
  actions: { create: 'contact.create', update: 'contact.update', delete: 'contact.delete' },
  title: (row) => personName(row),
  subtitle: (row) => row.function,
  columns: [
    { key: 'client', cell: (row, lookups) => clientName(lookups, row.client_id), wideOnly: true },
    { key: 'branch', cell: (row, lookups) => branchName(lookups, row.branch_id), wideOnly: true },
    { key: 'phone', cell: (row) => row.phone ?? '' },
    { key: 'email', cell: (row) => row.email ?? '' },
  ],
  search: (row, lookups) => [personName(row), row.function, row.email, row.phone, clientName(lookups, row.client_id)].join(' '),
  fields: [
    { name: 'client_id', kind: 'select', required: true, createOnly: true, options: (context) => clientOptions(context), shown: ({ parent, actor }) => parent === null && actor?.admin === true },
    { name: 'branch_id', kind: 'select', options: (context) => branchOptions(context, clientOf(context)), shown: (context) => context.parent?.field !== 'branch_id' && clientOf(context) !== null },
    { name: 'first_name', kind: 'text', required: true },
    { name: 'last_name', kind: 'text', required: true },
    { name: 'function', kind: 'text' },
    { name: 'email', kind: 'email' },
    { name: 'phone', kind: 'phone' },
  ],
  owner: (row) => ({ client_id: row.client_id ?? null, subcontractor_id: null }),
  usage: NOTHING_USES_IT,
};
