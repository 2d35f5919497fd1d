import { LICENCE_TYPE_SUGGESTIONS } from '../../../../src-sync/index.js';
import type { CollectionConfig } from './collection-types.js';
import { dayForPicker } from './days.js';
import { licenceBadge } from './licence-badges.js';
import { personName } from './lookups.js';
import { agentOptions } from './options.js';
import { NOTHING_USES_IT } from './usage.js';

export const licenceCollection: CollectionConfig<'licenses'> = {
  entity: 'licenses',
  actions: { create: 'license.create', update: 'license.update', delete: 'license.delete' },
  title: (row) => row.type,
  subtitle: (row) => row.number,
  columns: [
    { key: 'agent', cell: (row, lookups) => { const agent = lookups.agents.get(row.agent_id); return agent ? personName(agent) : ''; }, wideOnly: true },
    { key: 'number', cell: (row) => row.number, wideOnly: true },
    { key: 'issued', cell: (row) => dayForPicker(row.issued_at), wideOnly: true },
    { key: 'expires', cell: (row) => dayForPicker(row.expires_at) },
  ],
  badges: (row, lookups) => { const badge = licenceBadge(row, lookups.today); return badge ? [badge] : []; },
  search: (row, lookups) => { const agent = lookups.agents.get(row.agent_id); return [row.type, row.number, agent ? personName(agent) : ''].join(' '); },
  fields: [
    { name: 'agent_id', kind: 'select', required: true, createOnly: true, options: (context) => agentOptions(context, () => true), shown: ({ parent }) => parent === null },
    { name: 'type', kind: 'text', required: true, suggestions: () => [...LICENCE_TYPE_SUGGESTIONS] },
    { name: 'number', kind: 'text', required: true },
    { name: 'issued_at', kind: 'date' },
    { name: 'expires_at', kind: 'date', required: true },
  ],
  owner: (row, lookups) => ({ client_id: null, subcontractor_id: row.agent_id === undefined ? null : (lookups.agents.get(row.agent_id)?.subcontractor_id ?? null) }),
  usage: NOTHING_USES_IT,
};
