import { type LocationRow } from '../../../../src-sync/index.js';
import type { CollectionConfig, FormContext } from './collection-types.js';
import { branchName, clientName, subcontractorName, type Lookups } from './lookups.js';
import { branchOptions, ownerOptions, parseOwner, timeZoneOptions } from './options.js';
import { COUNT, usageOf } from './usage.js';

const ownerName = (row: Pick<LocationRow, 'client_id' | 'subcontractor_id'>, lookups: Lookups) =>
  row.client_id !== null ? clientName(lookups, row.client_id) : subcontractorName(lookups, row.subcontractor_id);

const addressLine = (row: LocationRow) => [[row.address, row.number].filter(Boolean).join(' '), [row.postal_code, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The client a new location is for: its parent tab's, or the one chosen in the form. */
const chosenClient = ({ parent, values }: FormContext): number | null =>
  parent?.field === 'client_id' ? parent.id : parseOwner(values.owner).client_id;

export const locationCollection: CollectionConfig<'locations'> = {
  entity: 'locations',
  actions: { create: 'location.create', update: 'location.update', delete: 'location.delete' },
  title: (row) => row.name,
  subtitle: (row) => addressLine(row),
  columns: [
    { key: 'owner', cell: (row, lookups) => ownerName(row, lookups) },
    { key: 'branch', cell: (row, lookups) => branchName(lookups, row.branch_id), wideOnly: true },
    { key: 'address', cell: (row) => addressLine(row), wideOnly: true },
    { key: 'timezone', cell: (row) => row.timezone },
  ],
  search: (row, lookups) => [row.name, addressLine(row), row.country, row.timezone, ownerName(row, lookups), branchName(lookups, row.branch_id)].join(' '),
  fields: [
    // Who the location belongs to: asked only of an admin adding one outside a client's or
    // subcontractor's page; a subcontractor's own are its own.
    { name: 'owner', kind: 'select', required: true, createOnly: true, options: (context) => ownerOptions(context, false), shown: ({ parent, actor }) => parent === null && actor?.admin === true },
    {
      name: 'branch_id', kind: 'select', createOnly: false,
      options: (context) => branchOptions(context, chosenClient(context) ?? numberOr(context.values.client_id)),
      shown: (context) => (chosenClient(context) ?? numberOr(context.values.client_id)) !== null,
    },
    { name: 'name', kind: 'text', required: true, wide: true },
    { name: 'address', kind: 'text', required: true },
    { name: 'number', kind: 'text' },
    { name: 'postal_code', kind: 'text' },
    { name: 'city', kind: 'text' },
    { name: 'country', kind: 'text' },
    { name: 'timezone', kind: 'timezone', required: true, options: () => timeZoneOptions() },
    { name: 'coordinates', kind: 'coordinates', wide: true },
  ],
  owner: (row) => ({ client_id: row.client_id ?? null, subcontractor_id: row.subcontractor_id ?? null }),
  usage: usageOf({ requests: COUNT.requests('location_id'), plannings: COUNT.plannings('location_id') }),
};

function numberOr(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) ? n : null;
}
