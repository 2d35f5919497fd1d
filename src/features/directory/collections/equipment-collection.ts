import type { CollectionConfig } from './collection-types.js';
import { COUNT, usageOf } from './usage.js';

export const equipmentCollection: CollectionConfig<'equipment'> = {
  entity: 'equipment',
  actions: { create: 'equipment.create', update: 'equipment.update', delete: 'equipment.delete' },
  title: (row) => row.name,
  subtitle: (row) => row.description,
  columns: [{ key: 'description', cell: (row) => row.description ?? '', wideOnly: true }],
  search: (row) => [row.name, row.description].join(' '),
  fields: [
    { name: 'name', kind: 'text', required: true, wide: true },
    { name: 'description', kind: 'textarea', wide: true },
  ],
  owner: () => ({ client_id: null, subcontractor_id: null }),
  usage: usageOf({ requests: COUNT.equipmentLines }),
};
