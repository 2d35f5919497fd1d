/**
 * The directory's entries of the permission table (./permission-table.ts): clients, branches,
 * locations, subcontractors, agents, licences, equipment, contacts and accounts. Every entry
 * reads the same facts: the organisation that owns the record (a branch's client, an agent's
 * subcontractor, a licence's agent's subcontractor), and for deletes what still uses the record.
 *
 * - The guarding company's admins keep the whole directory and every account.
 * - A client user keeps its own organisation's branches and contacts.
 * - A subcontractor user keeps its own locations, agents and their licences.
 * - Planners read the directory (the lists the planning needs) and change none of it.
 * A record still in use (a location with plannings, an agent on shifts) is never deleted,
 * whoever asks: it is archived instead, which takes it out of the pickers and keeps its history.
 */
import type { Actor } from './actor.js';
import type { NoFacts, Permission } from './permission-table.js';
import type { StateBlock } from './record-facts.js';

/** Who owns a directory record: a client organisation, a subcontractor, or neither (the
 * guarding company's own: equipment, its own staff agents, staff accounts). */
export interface OwnerFacts {
  client_id: number | null;
  subcontractor_id: number | null;
}

/** What still refers to a record, by kind (`plannings`, `requests`, `shifts`…): counts above 0
 * keep it from being deleted. */
export type UsageFacts = Readonly<Record<string, number>>;

export interface OnRecord { owner: OwnerFacts }
export interface DeletingRecord { usage: UsageFacts }
export interface OnAccount { account: { user_id: number } }

const admin = (actor: Actor) => actor.admin;
const ownClient = (actor: Actor, { owner }: OnRecord) => actor.admin || (actor.clientId !== null && owner.client_id === actor.clientId);
const ownSubcontractor = (actor: Actor, { owner }: OnRecord) =>
  actor.admin || (actor.subcontractorId !== null && owner.subcontractor_id === actor.subcontractorId);

export const inUse = ({ usage }: DeletingRecord): StateBlock | null => (Object.values(usage).some((count) => count > 0) ? 'record-in-use' : null);

/** Keeping a kind of record: create and update by `who`; delete by `who`, while nothing uses it. */
function keep(who: (actor: Actor, facts: OnRecord) => boolean) {
  const change: Permission<OnRecord, NoFacts> = { who };
  const remove: Permission<OnRecord, DeletingRecord> = { who, state: inUse };
  return { create: change, update: change, delete: remove };
}

const clients = keep(admin);
const branches = keep(ownClient);
const locations = keep(ownSubcontractor);
const subcontractors = keep(admin);
const agents = keep(ownSubcontractor);
const licences = keep(ownSubcontractor);
const equipment = keep(admin);
const contacts = keep(ownClient);

/** An admin cannot change its own role or disable itself: another admin must, so the company
 * never locks itself out by a slip. */
const otherAccount = (actor: Actor, { account }: OnAccount) => actor.admin && account.user_id !== actor.userId;

export const DIRECTORY_PERMISSIONS = {
  'client.create': clients.create,
  'client.update': clients.update,
  'client.delete': clients.delete,
  'branch.create': branches.create,
  'branch.update': branches.update,
  'branch.delete': branches.delete,
  'location.create': locations.create,
  'location.update': locations.update,
  'location.delete': locations.delete,
  'subcontractor.create': subcontractors.create,
  'subcontractor.update': subcontractors.update,
  'subcontractor.delete': subcontractors.delete,
  'agent.create': agents.create,
  'agent.update': agents.update,
  'agent.delete': agents.delete,
  'license.create': licences.create,
  'license.update': licences.update,
  'license.delete': licences.delete,
  'equipment.create': equipment.create,
  'equipment.update': equipment.update,
  'equipment.delete': equipment.delete,
  'contact.create': contacts.create,
  'contact.update': contacts.update,
  'contact.delete': contacts.delete,
  'account.invite': { who: admin } as Permission<OnRecord, NoFacts>,
  'account.update': { who: otherAccount } as Permission<OnAccount, NoFacts>,
  'account.delete': { who: otherAccount, state: inUse } as Permission<OnAccount, DeletingRecord>,
};
