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
  return useLiveQuery(async () => {
    const table = directoryTable(db, entity);
    return field === null || id === null ? table.toArray() : table.where(field).equals(id).toArray();
  }, [db, entity, field, id]);
}
