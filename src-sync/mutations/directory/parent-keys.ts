import type { SyncEntity } from '../../protocol/sync.js';

const PARENTS: Readonly<Record<string, SyncEntity>> = {
  client_id: 'clients',
  branch_id: 'branches',
  subcontractor_id: 'subcontractors',
  agent_id: 'agents',
};

/** The records a write's body points at: a write waits for their creates, in order. */
export function parentKeys(body: Readonly<Record<string, unknown>>): [SyncEntity, number][] {
  const out: [SyncEntity, number][] = [];
  for (const [field, table] of Object.entries(PARENTS)) {
    const value = body[field];
    if (typeof value === 'number') out.push([table, value]);
  }
  return out;
}
