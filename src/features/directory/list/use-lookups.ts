import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { EMPTY_LOOKUPS, buildLookups, type Lookups } from '../collections/lookups.js';

/** The lookup tables of the directory screens, live from the local database. */
export function useLookups(): Lookups {
  const { db } = useOpenWorkspace();
  const rows = useLiveQuery(
    async () => ({
      clients: await db.clients.toArray(),
      branches: await db.branches.toArray(),
      subcontractors: await db.subcontractors.toArray(),
      agents: await db.agents.toArray(),
      licences: await db.licenses.toArray(),
    }),
    [db],
  );
  const today = new Date().toISOString().slice(0, 10);
  return useMemo(() => (rows ? buildLookups(rows, today) : EMPTY_LOOKUPS), [rows, today]);
}
