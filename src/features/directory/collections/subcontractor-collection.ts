import type { CollectionConfig } from './collection-types.js';
import { COUNT, usageOf } from './usage.js';

export const subcontractorCollection: CollectionConfig<'subcontractors'> = {
  entity: 'subcontractors',
  actions: { create: 'subcontractor.create', update: 'subcontractor.update', delete: 'subcontractor.delete' },
  title: (row) => row.company_name,
  subtitle: (row) => [row.email, row.phone].filter(Boolean).join(' · ') || null,
  columns: [
    { key: 'email', cell: (row) => row.email ?? '' },
    { key: 'phone', cell: (row) => row.phone ?? '' },
    { key: 'vat', cell: (row) => row.vat_number ?? '', wideOnly: true },
  ],
  search: (row) => [row.company_name, row.email, row.phone, row.vat_number].join(' '),
  fields: [
    { name: 'company_name', kind: 'text', required: true, wide: true },
    { name: 'email', kind: 'email' },
    { name: 'phone', kind: 'phone' },
    { name: 'vat_number', kind: 'text' },
  ],
  owner: (row) => ({ client_id: null, subcontractor_id: row.id ?? null }),
  children: [
    { entity: 'agents', field: 'subcontractor_id' },
    { entity: 'locations', field: 'subcontractor_id' },
    { entity: 'accounts', field: 'subcontractor_id' },
  ],
  usage: usageOf({
    plannings: COUNT.plannings('subcontractor_id'),
    shifts: COUNT.shifts,
    agents: COUNT.agents,
    locations: COUNT.locations('subcontractor_id'),
    accounts: COUNT.accounts('subcontractor_id'),
  }),
};
