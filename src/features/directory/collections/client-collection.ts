import { type ClientRow } from '../../../../src-sync/index.js';
import type { CollectionConfig } from './collection-types.js';
import { COUNT, usageOf } from './usage.js';

const contactLine = (row: Pick<ClientRow, 'email' | 'phone'>) => [row.email, row.phone].filter(Boolean).join(' · ') || null;

export const clientCollection: CollectionConfig<'clients'> = {
  entity: 'clients',
  actions: { create: 'client.create', update: 'client.update', delete: 'client.delete' },
  title: (row) => row.name,
  subtitle: (row) => row.address ?? contactLine(row),
  columns: [
    { key: 'email', cell: (row) => row.email ?? '' },
    { key: 'phone', cell: (row) => row.phone ?? '' },
    { key: 'address', cell: (row) => row.address ?? '', wideOnly: true },
  ],
  search: (row) => [row.name, row.email, row.phone, row.address].join(' '),
  fields: [
    { name: 'name', kind: 'text', required: true, wide: true },
    { name: 'email', kind: 'email' },
    { name: 'phone', kind: 'phone' },
    { name: 'address', kind: 'text', wide: true },
  ],
  owner: (row) => ({ client_id: row.id ?? null, subcontractor_id: null }),
  children: [
    { entity: 'branches', field: 'client_id' },
    { entity: 'locations', field: 'client_id' },
    { entity: 'contacts', field: 'client_id' },
    { entity: 'accounts', field: 'client_id' },
  ],
  usage: usageOf({
    requests: COUNT.requests('client_id'),
    plannings: COUNT.plannings('client_id'),
    branches: COUNT.branches,
    locations: COUNT.locations('client_id'),
    contacts: COUNT.contacts('client_id'),
    accounts: COUNT.accounts('client_id'),
  }),
};
