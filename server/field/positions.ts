/** An agent's last known position: kept when a fix is newer than the one held. */
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import type { ChangeTracker } from '../writes/change-tracker.js';
import type { Fix } from '../../src-sync/protocol/field/geofence.js';

export async function recordPosition(
  trx: Transaction<Database>,
  changes: ChangeTracker,
  agentId: number,
  fix: Fix,
  recordedAt: string,
  receivedAt: string,
): Promise<void> {
  const held = await trx.selectFrom('agent_positions').select('recorded_at').where('id', '=', agentId).executeTakeFirst();
  // A fix queued offline may arrive after a newer one: the map keeps the newest.
  if (held && held.recorded_at > recordedAt) return;
  const values = { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy, recorded_at: recordedAt, received_at: receivedAt, updated_at: receivedAt };
  if (held) {
    await changes.before('agent_positions', [agentId]);
    await trx.updateTable('agent_positions').set(values).where('id', '=', agentId).execute();
  } else {
    await trx.insertInto('agent_positions').values({ id: agentId, ...values }).execute();
    changes.created('agent_positions', [agentId]);
  }
}

/** The fix of a body that has one (the schema has made sure it is all three or none). */
export function fixOf(body: { latitude?: number | undefined; longitude?: number | undefined; accuracy?: number | undefined }): Fix | null {
  if (body.latitude === undefined || body.longitude === undefined || body.accuracy === undefined) return null;
  return { latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy };
}
