/**
 * The chat's entries of the permission table (spec sections 2, 4 and 6; ARCHITECTURE.md "Team
 * chat"). A group is private to its members, admins included: an admin who is not in a group
 * neither reads it nor writes to it (the server answers 404, as for a row it does not show).
 * Organising groups (combining requests' groups, renaming, recording a request status) is the
 * company's staff's work; adding agents is staff's, or a subcontractor's for its own guards.
 */
import { isStaff, type Actor } from './actor.js';
import type { AgentFacts } from './record-facts.js';
import type { Permission } from './permission-table.js';

/** The actor's relation to a group: whether it is one of its members. */
export interface ChatFacts {
  member: boolean;
}

const member = (_actor: Actor, { member: isMember }: ChatFacts) => isMember;

export const CHAT_PERMISSIONS = {
  /** Read a group, its members and its messages. */
  'chat.read': { who: member } satisfies Permission<ChatFacts, Record<never, never>>,
  /** Send a message, mark messages read, mute or unmute the group for oneself. */
  'chat.send': { who: member } satisfies Permission<ChatFacts, Record<never, never>>,
  'chat.mute': { who: member } satisfies Permission<ChatFacts, Record<never, never>>,
  /** Combine requests' groups into a new group (the creator must be in every group combined). */
  'chat.combine': { who: (actor: Actor) => isStaff(actor) } satisfies Permission<Record<never, never>, Record<never, never>>,
  /** Rename a group or record its request's status. */
  'chat.update': { who: (actor: Actor, facts: ChatFacts) => isStaff(actor) && facts.member } satisfies Permission<ChatFacts, Record<never, never>>,
  /** Open "manage members" and add members to a group one is in. */
  'chat.add-members': {
    who: (actor: Actor, facts: ChatFacts) => facts.member && (isStaff(actor) || actor.subcontractorId !== null),
  } satisfies Permission<ChatFacts, Record<never, never>>,
  /** Which agent may be added: staff add any guard with a sign-in, a subcontractor its own. */
  'chat.add-agent': {
    who: (actor: Actor, { agent }: { agent: AgentFacts }) => isStaff(actor) || (actor.subcontractorId !== null && agent.subcontractor_id === actor.subcontractorId),
  } satisfies Permission<{ agent: AgentFacts }, Record<never, never>>,
};
