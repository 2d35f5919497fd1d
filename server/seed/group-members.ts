/**
 * Who is in a seeded request's chat group: the running server's rule (server/chat/request-groups.ts,
 * ARCHITECTURE.md "Team chat"), applied to the request's final state as if every step had gone
 * through the app:
 * - first members (`firstMembers`): every admin and planner and every user of the client, plus
 *   whoever ordered;
 * - every subcontractor a planning of the request was forwarded to brings its own users
 *   (`subcontractorUsers`), also when it declined later: nobody is taken out;
 * - a shift given to another subcontractor than its planning's brings that subcontractor's users;
 * - the agents on its shifts bring their users (`agentUsers`).
 * The server's functions are asked once per client, subcontractor and agent (a few dozen queries
 * on the seeded people, whatever the size); each request then only joins those lists in memory.
 */
import { deriveRoleFlags } from '../../src-sync/protocol/user.js';
import { agentUsers, firstMembers, subcontractorUsers } from '../chat/request-groups.js';
import { parseRoles } from '../policies/viewer.js';
import type { Executor } from './bulk-writer.js';
import type { SeedWorld } from './seed-world.js';

export type MemberKind = 'admin' | 'planner' | 'client' | 'subcontractor' | 'agent';

export interface GroupMember {
  id: number;
  kind: MemberKind;
  /** Verified (has signed in): only they talk in the demo conversation. Everyone reads. */
  talks: boolean;
}

/** What a request's group depends on. */
export interface RequestWork {
  clientId: number;
  createdBy: number;
  /** Forwarded a planning, or given a shift of a planning not forwarded to them. */
  subcontractorIds: Iterable<number>;
  /** On one of its shifts. */
  agentIds: Iterable<number>;
}

function kindOf(row: { entity: 'admin' | 'subcontractor' | 'client'; roles: string; agent_id: number | null }): MemberKind | null {
  const flags = deriveRoleFlags({ entity: row.entity, roles: parseRoles(row.roles), agent_id: row.agent_id });
  if (flags.admin) return 'admin';
  if (flags.planner) return 'planner';
  if (flags.agent) return 'agent';
  if (flags.subcontractor) return 'subcontractor';
  if (flags.client) return 'client';
  return null;
}

export class GroupMembership {
  private constructor(
    private readonly byClient: ReadonlyMap<number, readonly number[]>,
    private readonly bySubcontractor: ReadonlyMap<number, readonly number[]>,
    private readonly byAgent: ReadonlyMap<number, readonly number[]>,
    private readonly people: ReadonlyMap<number, Omit<GroupMember, 'id'>>,
  ) {}

  /** Reads the seeded people: they must be written (flushed) already. */
  static async load(db: Executor, world: SeedWorld): Promise<GroupMembership> {
    const byClient = new Map<number, number[]>();
    for (const client of world.clients) byClient.set(client.id, await firstMembers(db, client.id));
    const bySubcontractor = new Map<number, number[]>();
    const byAgent = new Map<number, number[]>();
    for (const sub of world.subcontractors) {
      bySubcontractor.set(sub.id, await subcontractorUsers(db, [sub.id]));
      for (const agent of sub.staff) byAgent.set(agent.id, await agentUsers(db, [agent.id]));
    }
    const people = new Map<number, Omit<GroupMember, 'id'>>();
    const rows = await db.selectFrom('users').select(['id', 'entity', 'roles', 'agent_id', 'verified']).execute();
    for (const row of rows) {
      const kind = kindOf(row);
      if (kind !== null) people.set(row.id, { kind, talks: row.verified === 1 });
    }
    return new GroupMembership(byClient, bySubcontractor, byAgent, people);
  }

  /** The group's members, ascending by user id, those who talk first (the bench's peer is the
   * first client member of its big group, and must be able to sign in). */
  membersOf(work: RequestWork): GroupMember[] {
    const ids = new Set<number>([...this.listed(this.byClient, work.clientId, 'client'), work.createdBy]);
    for (const id of work.subcontractorIds) for (const user of this.listed(this.bySubcontractor, id, 'subcontractor')) ids.add(user);
    for (const id of work.agentIds) for (const user of this.listed(this.byAgent, id, 'agent')) ids.add(user);
    const members = [...ids].sort((a, b) => a - b).map((id) => {
      const person = this.people.get(id);
      if (person === undefined) throw new Error(`seed: group member ${id} has no role`);
      return { id, ...person };
    });
    return [...members.filter((m) => m.talks), ...members.filter((m) => !m.talks)];
  }

  private listed(map: ReadonlyMap<number, readonly number[]>, id: number, what: string): readonly number[] {
    const users = map.get(id);
    if (users === undefined) throw new Error(`seed: no ${what} ${id} in the seeded world`);
    return users;
  }
}
