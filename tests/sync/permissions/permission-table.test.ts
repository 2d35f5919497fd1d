/**
 * The permission table, role by role and action by action, against an explicit matrix (spec
 * section 6, DESIGN.md section 4). Every actor is derived from a user the way the server and the
 * SPA derive it, and judged against the same records: a confirmed planning of client C forwarded
 * to subcontractor S, a shift that agent G (a guard of S) works, and G's history entry on it.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIONS, actorOf, allows, blockedBy, can, verdict, type Action, type Actor, type ActorSource, type DeletingRecord, type FactsOf, type OnRecord,
} from '../../../src-sync/protocol/permissions/index.js';

const S = 20; // the subcontractor the planning is forwarded to
const C = 10; // the planning's client
const G = 30; // the guard on the shift

const user = (fields: Partial<ActorSource>): ActorSource => ({
  id: 1, entity: 'admin', roles: [], agent_id: null, subcontractor_id: null, client_id: null, ...fields,
});

const ROLES = {
  admin: actorOf(user({ roles: ['ROLE_ADMIN'] })),
  planner: actorOf(user({ roles: ['ROLE_PLANNER'] })),
  subcontractor: actorOf(user({ entity: 'subcontractor', roles: ['ROLE_SUBCONTRACTOR'], subcontractor_id: S })),
  otherSubcontractor: actorOf(user({ entity: 'subcontractor', roles: ['ROLE_SUBCONTRACTOR'], subcontractor_id: S + 1 })),
  client: actorOf(user({ entity: 'client', client_id: C })),
  otherClient: actorOf(user({ entity: 'client', client_id: C + 1 })),
  // A guard signs in with entity 'subcontractor', an agent id and no role (like the demo agents).
  agentOnShift: actorOf(user({ entity: 'subcontractor', agent_id: G, subcontractor_id: S })),
  agentOffShift: actorOf(user({ entity: 'subcontractor', agent_id: G + 1, subcontractor_id: S })),
} satisfies Record<string, Actor>;
type Role = keyof typeof ROLES;

const planning = { status: 'confirmed', subcontractor_id: S, contractor_status: 'accepted', client_id: C };
const entry = { agent_id: G, shift_agent_ids: [G], internal: false };
const request = { status: 'pending', client_id: C };

/** The record each action is asked about. */
const FACTS: { [A in Action]: FactsOf<A> } = {
  'planning.read': { planning, agent_ids: [G] },
  'planning.create': {},
  'planning.update': {},
  'planning.respond': { planning },
  'planning.forward': { planning },
  'planning.cancel-forward': { planning },
  'planning.cancel': { planning },
  'planning.delete': {},
  'shift.read': { planning, shift: { agent_ids: [G] } },
  'shift.create': { planning },
  'shift.update': { planning, shift: { agent_ids: [G] } },
  'shift.delete': { planning },
  'shift.choose-subcontractor': {},
  'shift.assign-agent': { agent: { subcontractor_id: S } },
  'history.read': { planning, entry },
  'history.create': { planning, entry },
  'history.update': { planning, entry },
  'history.delete': { planning, entry },
  'history.mark-internal': {},
  'field.use': {},
  'sos.raise': {},
  'sos.read': { sos: { agent_id: G, subcontractor_id: S } },
  'sos.acknowledge': { sos: { agent_id: G, subcontractor_id: S } },
  'tracking.read': {},
  'shift.acknowledge-change': { shift: { agent_ids: [G] } },
  'field.oversee': { planning },
  'request.list': {},
  'request.read': { request },
  'request.equipment.read': { request, subcontractor_ids: [S] },
  'request.create': { client_id: C },
  'request.update': { request },
  'request.cancel': { request },
  'request.add-image': { request },
  'request.review': { request },
  // Every actor is a member of the standard group; strangers are asked below.
  'chat.read': { member: true },
  'chat.send': { member: true },
  'chat.mute': { member: true },
  'chat.combine': {},
  'chat.update': { member: true },
  'chat.add-members': { member: true },
  'chat.add-agent': { agent: { subcontractor_id: S } },
  ...directoryFacts(),
};

/** The directory's records: C's branches and contacts, S's locations, agents and licences, the
 * company's own clients, subcontractors and equipment, and another user's account; nothing uses
 * any of them (see 'record state' for deletes of records in use). */
function directoryFacts() {
  const none = { usage: {} };
  const owned = (client_id: number | null, subcontractor_id: number | null): OnRecord => ({ owner: { client_id, subcontractor_id } });
  const ofClient = owned(C, null);
  const ofSubcontractor = owned(null, S);
  const company = owned(null, null);
  const keep = <N extends string>(name: N, owner: OnRecord) =>
    ({ [`${name}.create`]: owner, [`${name}.update`]: owner, [`${name}.delete`]: { ...owner, ...none } }) as Record<`${N}.${'create' | 'update' | 'delete'}`, OnRecord & DeletingRecord>;
  const account = { account: { user_id: 99 } };
  return {
    ...keep('client', owned(C, null)),
    ...keep('branch', ofClient),
    ...keep('location', ofSubcontractor),
    ...keep('subcontractor', owned(null, S)),
    ...keep('agent', ofSubcontractor),
    ...keep('license', ofSubcontractor),
    ...keep('equipment', company),
    ...keep('contact', ofClient),
    'account.invite': company,
    'account.update': account,
    'account.delete': { ...account, ...none },
  };
}

/** The action asked about its standard record (generic, so each action meets its own facts). */
const ask = <A extends Action>(actor: Actor | null, action: A): boolean => can(actor, action, FACTS[action]);

const ROLE_ORDER: Role[] = ['admin', 'planner', 'subcontractor', 'otherSubcontractor', 'client', 'otherClient', 'agentOnShift', 'agentOffShift'];

// prettier-ignore
const EXPECTED: Record<Action, string> = {
  //                             adm pln sub oSub cli oCli agOn agOff
  'planning.read':              'Y   Y   Y   .    Y   .    Y    .',
  'planning.create':            'Y   .   .   .    .   .    .    .',
  'planning.update':            'Y   Y   .   .    .   .    .    .',
  'planning.respond':           'Y   Y   Y   .    .   .    .    .',
  'planning.forward':           'Y   .   .   .    .   .    .    .',
  'planning.cancel-forward':    'Y   .   .   .    .   .    .    .',
  'planning.cancel':            'Y   .   .   .    .   .    .    .',
  'planning.delete':            'Y   .   .   .    .   .    .    .',
  'shift.read':                 'Y   Y   Y   .    Y   .    Y    .',
  'shift.create':               'Y   .   Y   .    .   .    .    .',
  'shift.update':               'Y   Y   Y   .    .   .    Y    .',
  'shift.delete':               'Y   .   Y   .    .   .    .    .',
  'shift.choose-subcontractor': 'Y   .   .   .    .   .    .    .',
  'shift.assign-agent':         'Y   Y   Y   .    .   .    Y    Y',
  'history.read':               'Y   Y   Y   .    Y   .    Y    .',
  'history.create':             'Y   Y   Y   .    .   .    Y    .',
  'history.update':             'Y   Y   Y   .    .   .    Y    .',
  'history.delete':             'Y   Y   Y   .    .   .    Y    .',
  'history.mark-internal':      'Y   Y   .   .    .   .    .    .',
  'request.list':               'Y   Y   .   .    Y   Y    .    .',
  'request.read':               'Y   Y   .   .    Y   .    .    .',
  'request.equipment.read':     'Y   Y   Y   .    Y   .    .    .',
  'request.create':             'Y   Y   .   .    Y   .    .    .',
  'request.update':             'Y   Y   .   .    Y   .    .    .',
  'request.cancel':             'Y   .   .   .    Y   .    .    .',
  'request.add-image':          'Y   Y   .   .    Y   .    .    .',
  'request.review':             'Y   .   .   .    .   .    .    .',
  'chat.read':                  'Y   Y   Y   Y    Y   Y    Y    Y',
  'chat.send':                  'Y   Y   Y   Y    Y   Y    Y    Y',
  'chat.mute':                  'Y   Y   Y   Y    Y   Y    Y    Y',
  'chat.combine':               'Y   Y   .   .    .   .    .    .',
  'chat.update':                'Y   Y   .   .    .   .    .    .',
  'chat.add-members':           'Y   Y   Y   Y    .   .    .    .',
  'chat.add-agent':             'Y   Y   Y   .    .   .    .    .',
  'client.create':              'Y   .   .   .    .   .    .    .',
  'client.update':              'Y   .   .   .    .   .    .    .',
  'client.delete':              'Y   .   .   .    .   .    .    .',
  'branch.create':              'Y   .   .   .    Y   .    .    .',
  'branch.update':              'Y   .   .   .    Y   .    .    .',
  'branch.delete':              'Y   .   .   .    Y   .    .    .',
  'location.create':            'Y   .   Y   .    .   .    .    .',
  'location.update':            'Y   .   Y   .    .   .    .    .',
  'location.delete':            'Y   .   Y   .    .   .    .    .',
  'subcontractor.create':       'Y   .   .   .    .   .    .    .',
  'subcontractor.update':       'Y   .   .   .    .   .    .    .',
  'subcontractor.delete':       'Y   .   .   .    .   .    .    .',
  'agent.create':               'Y   .   Y   .    .   .    .    .',
  'agent.update':               'Y   .   Y   .    .   .    .    .',
  'agent.delete':               'Y   .   Y   .    .   .    .    .',
  'license.create':             'Y   .   Y   .    .   .    .    .',
  'license.update':             'Y   .   Y   .    .   .    .    .',
  'license.delete':             'Y   .   Y   .    .   .    .    .',
  'equipment.create':           'Y   .   .   .    .   .    .    .',
  'equipment.update':           'Y   .   .   .    .   .    .    .',
  'equipment.delete':           'Y   .   .   .    .   .    .    .',
  'contact.create':             'Y   .   .   .    Y   .    .    .',
  'contact.update':             'Y   .   .   .    Y   .    .    .',
  'contact.delete':             'Y   .   .   .    Y   .    .    .',
  'account.invite':             'Y   .   .   .    .   .    .    .',
  'account.update':             'Y   .   .   .    .   .    .    .',
  'account.delete':             'Y   .   .   .    .   .    .    .',
  'field.use':                  '.   .   .   .    .   .    Y    Y',
  'sos.raise':                  '.   .   .   .    .   .    Y    Y',
  'sos.read':                   'Y   Y   Y   .    .   .    Y    .',
  'sos.acknowledge':            'Y   Y   Y   .    .   .    .    .',
  'tracking.read':              'Y   Y   Y   Y    .   .    .    .',
  'shift.acknowledge-change':   '.   .   .   .    .   .    Y    .',
  'field.oversee':              'Y   Y   Y   .    .   .    .    .',
};

function expected(action: Action, role: Role): boolean {
  const cells = EXPECTED[action].split(/\s+/);
  return cells[ROLE_ORDER.indexOf(role)] === 'Y';
}

describe('the permission table', () => {
  it('has a row of the expected matrix for every action, and nothing else', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
    for (const row of Object.values(EXPECTED)) expect(row.split(/\s+/)).toHaveLength(ROLE_ORDER.length);
  });

  describe.each(ROLE_ORDER)('%s', (role) => {
    it.each(ACTIONS)('%s', (action) => {
      expect(ask(ROLES[role], action)).toBe(expected(action, role));
    });
  });

  it('lets nobody do anything without a signed-in user', () => {
    for (const action of ACTIONS) expect(ask(null, action)).toBe(false);
  });
});

describe('record state', () => {
  const closed = { ...planning, status: 'finished' };
  const notForwarded = { ...planning, subcontractor_id: null };

  it('closes a finished, rejected, cancelled or archived planning to shift changes and forwarding, for the admin too', () => {
    for (const status of ['finished', 'rejected', 'cancelled', 'archived']) {
      const facts = { planning: { ...planning, status }, shift: { agent_ids: [G] } };
      for (const action of ['shift.create', 'shift.update', 'shift.delete', 'planning.forward'] as const) {
        expect(verdict(ROLES.admin, action, facts)).toBe('planning-closed');
      }
    }
    // History stays writable: an 'ended' note after the planning finished is normal work.
    expect(can(ROLES.admin, 'history.create', { planning: closed, entry })).toBe(true);
    expect(can(ROLES.admin, 'planning.delete', {})).toBe(true);
  });

  it('keeps a subcontractor that declined the job from staffing it, until it accepts after all; the admin and its guards go on', () => {
    const declined = { ...planning, contractor_status: 'declined' };
    const onShift = { planning: declined, shift: { agent_ids: [G] } };
    for (const action of ['shift.create', 'shift.delete'] as const) {
      expect(can(ROLES.subcontractor, action, { planning: declined })).toBe(false);
      expect(can(ROLES.admin, action, { planning: declined })).toBe(true);
    }
    expect(can(ROLES.subcontractor, 'shift.update', onShift)).toBe(false);
    expect(can(ROLES.agentOnShift, 'shift.update', onShift)).toBe(true);
    // It still reads the planning and may change its answer.
    expect(can(ROLES.subcontractor, 'planning.read', { planning: declined, agent_ids: [] })).toBe(true);
    expect(can(ROLES.subcontractor, 'planning.respond', { planning: declined })).toBe(true);
    expect(can(ROLES.subcontractor, 'shift.create', { planning: { ...planning, contractor_status: null } })).toBe(true);
  });

  it('cancels a forward only of a forwarded, open planning, and says which rule refused', () => {
    expect(verdict(ROLES.admin, 'planning.cancel-forward', { planning: notForwarded })).toBe('planning-not-forwarded');
    expect(verdict(ROLES.admin, 'planning.cancel-forward', { planning: closed })).toBe('planning-closed');
    expect(verdict(ROLES.admin, 'planning.respond', { planning: notForwarded })).toBe('planning-not-forwarded');
  });

  it('cancels along the state machine only (a started planning runs to its end)', () => {
    expect(verdict(ROLES.admin, 'planning.cancel', { planning: { ...planning, status: 'pending' } })).toBe('allowed');
    expect(verdict(ROLES.admin, 'planning.cancel', { planning: { ...planning, status: 'started' } })).toBe('planning-status');
    expect(verdict(ROLES.admin, 'planning.cancel', { planning: { ...planning, status: 'cancelled' } })).toBe('planning-status');
    expect(verdict(ROLES.admin, 'planning.cancel', { planning: { ...planning, status: 'no such status' } })).toBe('planning-status');
  });

  it('reviews a pending request only', () => {
    expect(verdict(ROLES.admin, 'request.review', { request: { ...request, status: 'confirmed' } })).toBe('request-not-pending');
  });

  it('follows the request state machine: only a pending request is changed or cancelled, images until it is cancelled', () => {
    for (const status of ['confirmed', 'cancelled']) {
      expect(verdict(ROLES.client, 'request.update', { request: { ...request, status } })).toBe('request-not-pending');
      expect(verdict(ROLES.client, 'request.cancel', { request: { ...request, status } })).toBe('request-not-pending');
    }
    expect(verdict(ROLES.client, 'request.add-image', { request: { ...request, status: 'confirmed' } })).toBe('allowed');
    expect(verdict(ROLES.client, 'request.add-image', { request: { ...request, status: 'cancelled' } })).toBe('request-cancelled');
    // Who before state: another organisation is refused as a stranger.
    expect(verdict(ROLES.otherClient, 'request.update', { request: { ...request, status: 'confirmed' } })).toBe('forbidden');
  });

  it('lets a client order only for its own organisation', () => {
    expect(can(ROLES.client, 'request.create', { client_id: C + 1 })).toBe(false);
    expect(can(ROLES.planner, 'request.create', { client_id: C + 1 })).toBe(true);
  });

  it('judges who before state: a stranger is refused as a stranger, not told the record is closed', () => {
    expect(verdict(ROLES.otherSubcontractor, 'shift.create', { planning: closed })).toBe('forbidden');
    expect(allows(ROLES.subcontractor, 'shift.create', { planning: closed })).toBe(true);
    expect(blockedBy('shift.create', { planning: closed })).toBe('planning-closed');
  });
});

describe('the directory', () => {
  it('never deletes a record still in use, whoever asks; it can still be changed (archived)', () => {
    const used = { owner: { client_id: null, subcontractor_id: S }, usage: { plannings: 2, requests: 0 } };
    expect(verdict(ROLES.admin, 'location.delete', used)).toBe('record-in-use');
    expect(verdict(ROLES.subcontractor, 'agent.delete', used)).toBe('record-in-use');
    expect(verdict(ROLES.otherSubcontractor, 'agent.delete', used)).toBe('forbidden');
    expect(can(ROLES.subcontractor, 'agent.update', used)).toBe(true);
    expect(verdict(ROLES.admin, 'location.delete', { ...used, usage: { plannings: 0 } })).toBe('allowed');
  });

  it('keeps a subcontractor to its own locations and a client to its own branches, never the other way round', () => {
    expect(can(ROLES.subcontractor, 'location.create', { owner: { client_id: C, subcontractor_id: null } })).toBe(false);
    expect(can(ROLES.client, 'location.create', { owner: { client_id: C, subcontractor_id: null } })).toBe(false);
    expect(can(ROLES.subcontractor, 'branch.create', { owner: { client_id: null, subcontractor_id: S } })).toBe(false);
    expect(can(ROLES.otherClient, 'contact.update', { owner: { client_id: C, subcontractor_id: null } })).toBe(false);
    // A guard of S is not its employer's manager.
    expect(can(ROLES.agentOnShift, 'license.update', { owner: { client_id: null, subcontractor_id: S } })).toBe(false);
  });

  it('lets an admin change any account but its own', () => {
    const admin = ROLES.admin;
    expect(can(admin, 'account.update', { account: { user_id: admin.userId } })).toBe(false);
    expect(can(admin, 'account.delete', { account: { user_id: admin.userId }, usage: {} })).toBe(false);
  });
});

describe('relations to the record', () => {
  it('hides an internal entry from the client, and from nobody else who reads the history', () => {
    const internal = { planning, entry: { ...entry, internal: true } };
    expect(can(ROLES.client, 'history.read', internal)).toBe(false);
    for (const role of ['admin', 'planner', 'subcontractor', 'agentOnShift'] as const) expect(can(ROLES[role], 'history.read', internal)).toBe(true);
  });

  it('lets an agent read an entry about itself on a shift it no longer works, but write only on its own shifts', () => {
    const moved = { planning, entry: { agent_id: G + 1, shift_agent_ids: [G], internal: false } };
    expect(can(ROLES.agentOffShift, 'history.read', moved)).toBe(true);
    expect(can(ROLES.agentOffShift, 'history.update', moved)).toBe(false);
    // An agent on the shift writes only about itself.
    expect(can(ROLES.agentOnShift, 'history.update', moved)).toBe(false);
  });

  it('lets a subcontractor or its guard put only its own company’s agents on a shift', () => {
    expect(can(ROLES.subcontractor, 'shift.assign-agent', { agent: { subcontractor_id: S + 1 } })).toBe(false);
    expect(can(ROLES.subcontractor, 'shift.assign-agent', { agent: { subcontractor_id: null } })).toBe(false);
    expect(can(ROLES.planner, 'shift.assign-agent', { agent: { subcontractor_id: null } })).toBe(true);
  });

  it('derives the actor as the server and the SPA both do: an organisation id alone grants nothing', () => {
    expect(ROLES.agentOnShift).toMatchObject({ subcontractorId: null, agentId: G, employerId: S, clientId: null });
    expect(ROLES.subcontractor).toMatchObject({ subcontractorId: S, employerId: S, agentId: null });
    // A staff user with a stale client id does not act for that client.
    expect(actorOf(user({ roles: ['ROLE_PLANNER'], client_id: C, subcontractor_id: S }))).toMatchObject({ planner: true, clientId: null, subcontractorId: null, employerId: null });
    // A subcontractor's own sign-in that is also an agent acts for the company.
    expect(actorOf(user({ entity: 'subcontractor', roles: ['ROLE_SUBCONTRACTOR'], agent_id: G, subcontractor_id: S }))).toMatchObject({ subcontractorId: S, agentId: G });
  });
});

describe('team chat', () => {
  it('keeps a group to its members, the admin included', () => {
    for (const role of ROLE_ORDER) {
      for (const action of ['chat.read', 'chat.send', 'chat.mute', 'chat.update', 'chat.add-members'] as const) {
        expect(can(ROLES[role], action, { member: false })).toBe(false);
      }
    }
  });
});
