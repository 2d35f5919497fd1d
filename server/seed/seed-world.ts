/** What the later stages of the generator need to know about the organisations and people
 * written by the earlier ones: ids, display names, and who can staff or chat. */
import type { Rng } from './prng.js';
import type { SeedClock } from './clock.js';
import type { Sinks } from './sinks.js';

export interface UserRef {
  id: number;
  firstName: string;
  lastName: string;
}

export interface AgentRef {
  id: number;
  firstName: string;
  lastName: string;
  subcontractorId: number;
  /** Spec: only agents with a user are offered for shifts and chat, so only they are staffed. */
  userId: number;
}

export interface LocationRef {
  id: number;
  clientId: number;
  branchId: number;
  name: string;
  timezone: string;
}

export interface ClientRef {
  id: number;
  name: string;
  weight: number;
  locations: LocationRef[];
  /** Verified users acting for this client: they create requests and chat. */
  users: UserRef[];
}

export interface SubcontractorRef {
  id: number;
  name: string;
  weight: number;
  k9: boolean;
  owner: UserRef;
  /** Agents with a user, in a fixed order; the first subcontractor's first is the demo agent. */
  staff: AgentRef[];
}

export interface SeedWorld {
  admin: UserRef;
  planner: UserRef;
  clients: ClientRef[];
  subcontractors: SubcontractorRef[];
  equipmentIds: number[];
}

/** Shared by every stage: the stream of random numbers, the clock and the table sinks. */
export interface SeedEnv {
  clock: SeedClock;
  sinks: Sinks;
  /** One scrypt hash reused for every seeded user (scrypt is deliberately slow). */
  passwordHash: string;
  /** Days of history before the demo window (0: the window only). */
  historyDays?: number;
}

export type { Rng };
