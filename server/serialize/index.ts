/**
 * DB rows -> wire rows (src-sync/protocol/entities.ts) for every synced entity, in bulk. The
 * change feed, the list endpoints and realtime payloads all go through here, so a row has one
 * shape wherever it travels.
 */
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import type { Executor } from '../sync/change-log.js';
import { visibilityFilter, type Who } from '../policies/index.js';
import { serializeChannelGroups, serializeChannels, serializeMessages, serializeNotifications } from './chat.js';
import {
  serializeBranches, serializeClients, serializeContacts, serializeEquipment, serializeLocations, serializeSubcontractors,
} from './organisation.js';
import { serializeAccounts, serializeAgents, serializeLicenses } from './people.js';
import { serializeAgentPositions, serializeSosAlerts } from './field.js';
import { serializePlannings } from './plannings.js';
import { serializeRequestEquipment, serializeRequests, serializeTimeslots } from './requests.js';
import { serializeHistory, serializeShifts } from './shifts-and-history.js';
import type { EntityRow, Serializer } from './types.js';

export type { EntityRow } from './types.js';

const SERIALIZERS: { [E in SyncEntity]: Serializer<E> } = {
  clients: serializeClients,
  branches: serializeBranches,
  locations: serializeLocations,
  subcontractors: serializeSubcontractors,
  agents: serializeAgents,
  licenses: serializeLicenses,
  equipment: serializeEquipment,
  contacts: serializeContacts,
  accounts: serializeAccounts,
  requests: serializeRequests,
  request_timeslots: serializeTimeslots,
  request_equipment: serializeRequestEquipment,
  plannings: serializePlannings,
  shifts: serializeShifts,
  planning_history: serializeHistory,
  channels: serializeChannels,
  channel_groups: serializeChannelGroups,
  messages: serializeMessages,
  notifications: serializeNotifications,
  sos_alerts: serializeSosAlerts,
  agent_positions: serializeAgentPositions,
};

export interface SerializeOptions {
  /** Only rows this user may see are returned (the check runs inside the same query). */
  visibleTo?: Who;
}

/**
 * The rows with these ids, in the order of `ids`; ids that do not exist (or, with `visibleTo`,
 * that the user may not see) are left out.
 */
export async function serializeRows<E extends SyncEntity>(
  db: Executor,
  entity: E,
  ids: readonly number[],
  options: SerializeOptions = {},
): Promise<EntityRow<E>[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const filter = options.visibleTo ? visibilityFilter(options.visibleTo, entity) : null;
  const serializer = SERIALIZERS[entity] as Serializer<E>;
  const rows = await serializer(db, unique, filter);
  const byId = new Map<number, EntityRow<E>>();
  for (const row of rows) byId.set((row as { id: number }).id, row);
  const out: EntityRow<E>[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    if (row !== undefined) out.push(row);
  }
  return out;
}

/** One row in its wire shape, or null when it does not exist (or is hidden from `visibleTo`). */
export async function serializeRow<E extends SyncEntity>(db: Executor, entity: E, id: number, options: SerializeOptions = {}): Promise<EntityRow<E> | null> {
  const [row] = await serializeRows(db, entity, [id], options);
  return row ?? null;
}
