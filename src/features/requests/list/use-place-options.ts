/**
 * Clients, branches and locations this user may see (the local copies the feed keeps), sorted
 * by name, for the list's filters and the request form's client -> branch -> location choice.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { BranchRow, ClientRow, Local, LocationRow, LocalDb } from '../../../../src-sync/index.js';

export interface PlaceOptions {
  clients: Local<ClientRow>[];
  branches: Local<BranchRow>[];
  locations: Local<LocationRow>[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/** undefined while they are read. */
export function usePlaceOptions(db: LocalDb): PlaceOptions | undefined {
  return useLiveQuery(async () => {
    const [clients, branches, locations] = await Promise.all([db.clients.toArray(), db.branches.toArray(), db.locations.toArray()]);
    return { clients: clients.sort(byName), branches: branches.sort(byName), locations: locations.sort(byName) };
  }, [db]);
}
