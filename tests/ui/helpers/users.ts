/** Own-account answers for each demo role, shaped as GET /api/account/own returns them. */
import type { OwnUser } from '../../../src-sync/index.js';

const base: OwnUser = {
  id: 1,
  email: 'admin@vigil.test',
  first_name: 'Ada',
  last_name: 'Admin',
  language: 'en',
  verified: 1,
  entity: 'admin',
  roles: ['ROLE_ADMIN'],
  agent_id: null,
  client_id: null,
  subcontractor_id: null,
  subcontractor: null,
  client: null,
};

export const users = {
  admin: base,
  planner: { ...base, id: 2, email: 'planner@vigil.test', first_name: 'Pim', last_name: 'Planner', roles: ['ROLE_PLANNER'] },
  client: {
    ...base,
    id: 3,
    email: 'client@vigil.test',
    first_name: 'Chloe',
    last_name: 'Client',
    entity: 'client',
    roles: [],
    client_id: 10,
    client: { id: 10, name: 'Harbour Mall' },
  },
  subcontractor: {
    ...base,
    id: 4,
    email: 'subcontractor@vigil.test',
    first_name: 'Sam',
    last_name: 'Sub',
    entity: 'subcontractor',
    roles: ['ROLE_SUBCONTRACTOR'],
    subcontractor_id: 20,
    subcontractor: { id: 20, company_name: 'NightWatch BV' },
  },
  unverified: {
    ...base,
    id: 5,
    email: 'new@vigil.test',
    first_name: 'Noor',
    last_name: 'Haddad',
    verified: 0,
    entity: 'client',
    roles: [],
    client_id: 10,
    client: { id: 10, name: 'Harbour Mall' },
  },
} satisfies Record<string, OwnUser>;
