/**
 * Fast path for realtime events that carry full rows: the row is validated and written at once,
 * before the pull that follows every event brings whatever else changed. A malformed payload is
 * logged and skipped; the pull still runs, so nothing is lost. Rows from events are written only
 * when newer than what the feed already brought (events and pulls can cross on the wire).
 */
import type { VigilDb } from '../db/vigil-db.js';
import type { EngineLogger } from '../engine/logger.js';
import { mutationTables } from '../outbox/enqueue.js';
import { applyServerValues } from '../outbox/rebase.js';
import { ENTITY_ROW_SCHEMAS } from '../protocol/entities.js';
import type { SyncEntity } from '../protocol/sync.js';
import type { RealtimeEventName } from './realtime-transport.js';

/** The table an event's row belongs to, and the payload keys it may be wrapped in. */
const EVENT_ROWS: Partial<Record<RealtimeEventName, { entity: SyncEntity; wrappers: string[] }>> = {
  'new-message': { entity: 'messages', wrappers: ['message', 'data'] },
  'channel-created': { entity: 'channels', wrappers: ['channel', 'data'] },
  'channel-updated': { entity: 'channels', wrappers: ['channel', 'data'] },
  'request-created': { entity: 'requests', wrappers: ['request', 'data'] },
  'request-updated': { entity: 'requests', wrappers: ['request', 'data'] },
  'team-location-updated': { entity: 'agent_positions', wrappers: ['location', 'data'] },
  'sos-raised': { entity: 'sos_alerts', wrappers: ['sos', 'data'] },
  'sos-updated': { entity: 'sos_alerts', wrappers: ['sos', 'data'] },
};

/** The candidate row objects of a payload: itself, or its row under a known wrapper key. */
function candidates(payload: unknown, wrappers: readonly string[]): unknown[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const record = payload as Record<string, unknown>;
  return [payload, ...wrappers.map((key) => record[key]).filter((value) => typeof value === 'object' && value !== null)];
}

/** Resolves with true when a row was written. */
export async function applyRealtimeEvent(db: VigilDb, name: RealtimeEventName, payload: unknown, logger: EngineLogger): Promise<boolean> {
  const spec = EVENT_ROWS[name];
  if (!spec) return false;
  const schema = ENTITY_ROW_SCHEMAS[spec.entity];
  for (const candidate of candidates(payload, spec.wrappers)) {
    const parsed = schema.safeParse(candidate);
    if (!parsed.success) continue;
    const row = parsed.data as Record<string, unknown> & { id: number };
    // An async scope: Dexie keeps its transaction zone across native awaits only inside one.
    await db.transaction('rw', mutationTables(db), async () => {
      await applyServerValues(db, [{ table: spec.entity, id: row.id, row }], { onlyIfNewer: true });
    });
    return true;
  }
  logger.warn(`realtime ${name}: payload without a valid ${spec.entity} row; the pull will bring it`);
  return false;
}
