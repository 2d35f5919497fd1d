/**
 * A collection's rows as this user may see them, live from the local database (DESIGN.md
 * section 2: screens read only from there, so the lists open at once and offline). Under a
 * parent (a client's branches) through the parent's index; `undefined` while the first read runs.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import type { AnyRow, DirectoryEntity, ParentLink } from '../collections/collection-types.js';
import { directoryTable } from './directory-table.js';

export function useRecords(entity: DirectoryEntity, parent: ParentLink | null): readonly AnyRow[] | undefined {
  const { db } = useOpenWorkspace();
  const field = parent?.field ?? null;
  const id = parent?.id ?? null;
  const read = useLiveQuery(async () => {
    const table = directoryTable(db, entity);
    const rows = field === null || id === null ? await table.toArray() : await table.where(field).equals(id).toArray();
    return { entity, field, id, rows };
  }, [db, entity, field, id]);
  // useLiveQuery keeps its last result while the query for new arguments runs: moving from
  // Users to Clients rendered the users' rows with the clients' columns for a moment, and
  // their search and sort read fields those rows do not have (the page crashed). A result of
  // other arguments is no result yet.
  return read && read.entity === entity && read.field === field && read.id === id ? read.rows : undefined;
}
