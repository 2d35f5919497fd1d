import { type AgentRow } from '../../../../src-sync/index.js';
import type { CollectionConfig, RowBadge } from './collection-types.js';
import { licenceBadges } from './licence-badges.js';
import { personName, subcontractorName, type Lookups } from './lookups.js';
import { subcontractorOptions } from './options.js';
import { COUNT, usageOf } from './usage.js';

const employer = (row: AgentRow, lookups: Lookups, t: (key: string) => string) =>
  row.subcontractor_id === null ? t('directory:owner.ownStaff') : subcontractorName(lookups, row.subcontractor_id);

export const agentCollection: CollectionConfig<'agents'> = {
  entity: 'agents',
  actions: { create: 'agent.create', update: 'agent.update', delete: 'agent.delete' },
  title: (row) => personName(row),
  subtitle: (row, lookups, t) => employer(row, lookups, t),
  columns: [
    { key: 'subcontractor', cell: (row, lookups, t) => employer(row, lookups, t), wideOnly: true },
    { key: 'phone', cell: (row) => row.phone ?? '' },
    { key: 'email', cell: (row) => row.email ?? '', wideOnly: true },
    { key: 'signIn', cell: (row, _lookups, t) => (row.user === null ? t('directory:signIn.none') : t('directory:signIn.yes')) },
  ],
  badges: (row, lookups): RowBadge[] => licenceBadges(lookups.licencesByAgent.get(row.id) ?? [], lookups.today),
  search: (row, lookups) => [personName(row), row.email, row.phone, subcontractorName(lookups, row.subcontractor_id)].join(' '),
  fields: [
    {
      name: 'subcontractor_id', kind: 'select', createOnly: true,
      options: (context) => [{ value: '', label: context.t('directory:owner.ownStaff') }, ...subcontractorOptions(context)],
      shown: ({ parent, actor }) => parent === null && actor?.admin === true,
    },
    { name: 'first_name', kind: 'text', required: true },
    { name: 'last_name', kind: 'text', required: true },
    { name: 'email', kind: 'email' },
    { name: 'phone', kind: 'phone' },
  ],
  owner: (row) => ({ client_id: null, subcontractor_id: row.subcontractor_id ?? null }),
  children: [{ entity: 'licenses', field: 'agent_id' }],
  usage: usageOf({ shifts: COUNT.agentShifts, history: COUNT.history, accounts: (db, id) => db.agents.get(id).then((agent) => (agent?.user_id == null ? 0 : 1)) }),
};
