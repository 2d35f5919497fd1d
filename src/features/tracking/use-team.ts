/** The team as the map shows it: each agent's last position from the local database, with the
 * agent's open SOS when there is one (an SOS with a fix and no position row still shows). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalDb } from '../../../src-sync/index.js';

export interface TeamMember {
  agentId: number;
  name: string;
  latitude: number;
  longitude: number;
  accuracy: number;
  /** The phone's time of the fix. */
  recordedAt: string;
  sos: boolean;
  sosId: number | null;
  escalated: boolean;
}

export function useTeam(db: LocalDb): TeamMember[] | undefined {
  return useLiveQuery(async () => {
    const [positions, alerts] = await Promise.all([db.agent_positions.toArray(), db.sos_alerts.toArray()]);
    const open = new Map(alerts.filter((a) => a.acknowledged_at === null).map((a) => [a.agent_id, a]));
    const members: TeamMember[] = positions.map((p) => {
      const alert = open.get(p.agent_id);
      return {
        agentId: p.agent_id, name: `${p.agent.first_name} ${p.agent.last_name}`.trim(), latitude: p.latitude, longitude: p.longitude,
        accuracy: p.accuracy, recordedAt: p.recorded_at, sos: alert !== undefined, sosId: alert?.id ?? null, escalated: alert?.escalated_at != null,
      };
    });
    for (const alert of open.values()) {
      if (members.some((m) => m.agentId === alert.agent_id) || alert.latitude === null || alert.longitude === null) continue;
      members.push({
        agentId: alert.agent_id, name: `${alert.agent.first_name} ${alert.agent.last_name}`.trim(), latitude: alert.latitude, longitude: alert.longitude,
        accuracy: alert.accuracy ?? 0, recordedAt: alert.raised_at, sos: true, sosId: alert.id, escalated: alert.escalated_at !== null,
      });
    }
    // SOS first, then by name: the list reads as a triage.
    return members.sort((a, b) => Number(b.sos) - Number(a.sos) || a.name.localeCompare(b.name));
  }, [db]);
}
