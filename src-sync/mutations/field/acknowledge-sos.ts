/** "Team safe" (PUT /api/sos/{id}/acknowledge): stops the alarm on this device at once; the
 * server's answer names who acknowledged first when someone else was quicker. */
import { writableDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { runMutation, type MutationResult } from '../../outbox/enqueue.js';
import { resolveTempId } from '../../outbox/temp-ids.js';
import { notAvailable, utcNow } from '../mutation-input.js';

export async function acknowledgeSos(local: LocalDb, id: number, by: { first_name: string; last_name: string }): Promise<MutationResult> {
  const db = writableDb(local);
  return runMutation(db, async () => {
    const alert = await db.sos_alerts.get(await resolveTempId(db, id));
    if (!alert) throw notAvailable('SOS', id);
    const now = utcNow();
    return {
      op: 'acknowledge-sos',
      entity: 'sos_alerts',
      recordId: alert.id,
      method: 'PUT',
      path: '/api/sos/{id}/acknowledge',
      targetId: alert.id,
      body: {},
      effects: alert.acknowledged_at === null ? [{ table: 'sos_alerts', id: alert.id, kind: 'merge', fields: { acknowledged_at: now, acknowledged_by: by } }] : [],
    };
  });
}
