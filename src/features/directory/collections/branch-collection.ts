import type { CollectionConfig } from './collection-types.js';
import { clientName } from './lookups.js';
import { clientOptions } from './options.js';
import { COUNT, usageOf } from './usage.js';

export const branchCollection: CollectionConfig<'branches'> = {
  entity: 'branches',
  actions: { create: 'branch.create', update: 'branch.update', delete: 'branch.delete' },
  title: (row) => row.name,
  subtitle: (row, lookups) => clientName(lookups, row.client_id) || row.address,
  columns: [
    { key: 'client', cell: (row, lookups) => clientName(lookups, row.client_id), wideOnly: true },
    { key: 'address', cell: (row) => row.address ?? '' },
    { key: 'email', cell: (row) => row.email ?? '', wideOnly: true },
    { key: 'phone', cell: (row) => row.phone ?? '' },
  ],
  search: (row, lookups) => [row.name, row.address, row.email, row.phone, clientName(lookups, row.client_id)].join(' '),
  fields: [
    { name: 'client_id', kind: 'select', required: true, createOnly: true, options: (context) => clientOptions(context), shown: ({ parent }) => parent === null },
    { name: 'name', kind: 'text', required: true, wide: true },
    { name: 'address', kind: 'text', wide: true },
    { name: 'email', kind: 'email' },
    { name: 'phone', kind: 'phone' },
  ],
  owner: (row) => ({ client_id: row.client_id ?? null, subcontractor_id: null }),
  children: [{ entity: 'contacts', field: 'branch_id' }],
  usage: usageOf({
    requests: COUNT.requests('branch_id'),
    plannings: COUNT.plannings('branch_id'),
    locations: COUNT.locations('branch_id'),
    contacts: COUNT.contacts('branch_id'),
  }),
};
