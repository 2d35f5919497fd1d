/** Row shapes of the field entities as the feed and realtime carry them and Dexie stores them. */
import { z } from 'zod';
import { ROW_TEXT_MAX } from '../text-limits.js';

const id = z.number().int().positive();
const ref = id.nullable();
const str = z.string().max(ROW_TEXT_MAX);
const datetime = z.string().max(19).regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected UTC YYYY-MM-DD HH:mm:ss');
const coordinate = z.number().finite().nullable();
const person = z.object({ first_name: str, last_name: str });

/** One SOS: raised by an agent, acknowledged ("team safe") by staff or the agent's subcontractor,
 * escalated to every admin and by mail when nobody acknowledged in time. */
export const sosAlertRowSchema = z.object({
  id,
  agent_id: id,
  subcontractor_id: ref,
  planning_id: ref,
  shift_id: ref,
  latitude: coordinate,
  longitude: coordinate,
  accuracy: coordinate,
  /** The phone's time at the press (after the countdown). */
  raised_at: datetime,
  /** The server's time when the SOS arrived. */
  received_at: datetime,
  escalated_at: datetime.nullable(),
  acknowledged_at: datetime.nullable(),
  acknowledged_by: person.nullable(),
  agent: person,
  updated_at: datetime,
  tempId: str.nullable().optional(),
});
export type SosAlertRow = z.infer<typeof sosAlertRowSchema>;

/** An agent's last known position (one row per agent; id = the agent's id). */
export const agentPositionRowSchema = z.object({
  id,
  agent_id: id,
  subcontractor_id: ref,
  latitude: z.number().finite(),
  longitude: z.number().finite(),
  accuracy: z.number().finite(),
  /** The phone's time of the fix; the map shows its age. */
  recorded_at: datetime,
  received_at: datetime,
  agent: person,
  updated_at: datetime,
});
export type AgentPositionRow = z.infer<typeof agentPositionRowSchema>;
