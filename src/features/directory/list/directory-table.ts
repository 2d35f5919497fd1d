/** A directory collection's local table, read-only (the UI never writes Dexie: mutations do). */
import type { LocalDb } from '../../../../src-sync/index.js';
import type { AnyRow, DirectoryEntity } from '../collections/collection-types.js';

export interface DirectoryTable {
  get(id: number): Promise<AnyRow | undefined>;
  toArray(): Promise<AnyRow[]>;
  where(index: string): { equals(key: number): { toArray(): Promise<AnyRow[]> } };
}

export function directoryTable(db: LocalDb, entity: DirectoryEntity): DirectoryTable {
  return db[entity];
}
