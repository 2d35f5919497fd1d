/** The SOS alerts this user must answer: open (nobody acknowledged yet) and theirs to acknowledge
 * by the permission table (staff, or the agent's subcontractor). An agent's own SOS is shown on its
 * phone view instead. */
import { useLiveQuery } from 'dexie-react-hooks';
import { can, type Actor, type Local, type LocalDb, type SosAlertRow } from '../../../src-sync/index.js';

export function useOpenAlerts(db: LocalDb | null, actor: Actor | null): Local<SosAlertRow>[] {
  return (
    useLiveQuery(async () => {
      if (!db || !actor) return [];
      const all = await db.sos_alerts.toArray();
      return all
        .filter((a) => a.acknowledged_at === null && a.agent_id !== actor.agentId && can(actor, 'sos.acknowledge', { sos: { agent_id: a.agent_id, subcontractor_id: a.subcontractor_id } }))
        .sort((a, b) => a.received_at.localeCompare(b.received_at));
    }, [db, actor]) ?? []
  );
}
