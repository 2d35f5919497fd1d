/**
 * The permission table's entries for agents in the field: the phone view, the SOS loop, team
 * tracking and a changed shift's acknowledgement. Spread into PERMISSIONS (permission-table.ts);
 * their matrix rows are in tests/sync/permissions.
 */
import { isStaff, type Actor } from './actor.js';
import type { Permission } from './permission-table.js';
import { forwardedToActor, type PlanningFacts, type ShiftFacts } from './record-facts.js';

type NoFacts = Record<never, never>;

export interface SosFacts {
  /** The agent who raised it. */
  agent_id: number;
  /** That agent's employer. */
  subcontractor_id: number | null;
}

interface OnSos { sos: SosFacts }

const isAgent = (actor: Actor) => actor.agentId !== null;
/** Staff, or the subcontractor company that employs the agent. */
const staffOrEmployer = (actor: Actor, { sos }: OnSos) =>
  isStaff(actor) || (actor.subcontractorId !== null && actor.subcontractorId === sos.subcontractor_id);

export const FIELD_PERMISSIONS = {
  /** The phone view: an agent's own shifts and events. */
  'field.use': { who: isAgent } satisfies Permission<NoFacts, NoFacts>,
  /** An agent in danger: only for itself. */
  'sos.raise': { who: isAgent } satisfies Permission<NoFacts, NoFacts>,
  'sos.read': {
    who: (actor: Actor, facts: OnSos) => staffOrEmployer(actor, facts) || actor.agentId === facts.sos.agent_id,
  } satisfies Permission<OnSos, NoFacts>,
  /** "Team safe": who is responsible for the agent; never the agent itself, whose SOS it is. */
  'sos.acknowledge': { who: staffOrEmployer } satisfies Permission<OnSos, NoFacts>,
  /** The team map: staff see everyone, a subcontractor its own agents. */
  'tracking.read': { who: (actor: Actor) => isStaff(actor) || actor.subcontractorId !== null } satisfies Permission<NoFacts, NoFacts>,
  /** The agent saw a changed shift's new times: only an agent on that shift. */
  'shift.acknowledge-change': {
    who: (actor: Actor, { shift }: { shift: ShiftFacts }) => actor.agentId !== null && shift.agent_ids.includes(actor.agentId),
  } satisfies Permission<{ shift: ShiftFacts }, NoFacts>,
  /** What the field tells those who run a planning: events recorded outside the site's fence,
   * and which agents acknowledged a changed shift. Staff and the subcontractor it is forwarded to. */
  'field.oversee': {
    who: (actor: Actor, { planning }: { planning: PlanningFacts }) => isStaff(actor) || forwardedToActor(actor, planning),
  } satisfies Permission<{ planning: PlanningFacts }, NoFacts>,
};
