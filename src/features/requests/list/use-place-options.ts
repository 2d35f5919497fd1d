/**
 * Clients, branches and locations this user may see (the local copies the feed keeps; a client
 * user's hold only its own organisation's) and the equipment catalogue (`request/equipment`),
 * sorted by name, for the list's filters and the order form's choices.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { BranchRow, ClientRow, EquipmentRow, Local, LocalDb, LocationRow } from '../../../../src-sync/index.js';

export interface PlaceOptions {
  clients: Local<ClientRow>[];
  branches: Local<BranchRow>[];
  locations: Local<LocationRow>[];
  equipment: Local<EquipmentRow>[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/** undefined while they are read. */
export function usePlaceOptions(db: LocalDb): PlaceOptions | undefined {
  return useLiveQuery(async () => {
    const [clients, branches, locations, equipment] = await Promise.all([db.clients.toArray(), db.branches.toArray(), db.locations.toArray(), db.equipment.toArray()]);
    return { clients: clients.sort(byName), branches: branches.sort(byName), locations: locations.sort(byName), equipment: equipment.sort(byName) };
  }, [db]);
}
