/**
 * What the API answers when the permission table refuses: a 403 whose message names the rule, or
 * a 422 naming the record's state and the field it concerns. The table decides; this only words
 * the answer (API messages are the server's own English; the SPA never shows a refused button).
 */
import type { Action, Actor, StateBlock, StateFacts } from '../../src-sync/protocol/permissions/index.js';

type Wording = string | ((actor: Actor) => string);

const historyWrite = (actor: Actor) =>
  actor.agentId !== null
    ? 'An agent can only write history for itself on its own shifts.'
    : 'Only people on this planning can write its history.';

const FORBIDDEN: Partial<Record<Action, Wording>> = {
  'planning.create': 'Only an admin can create a planning.',
  'planning.update': 'Only the planning staff can change a planning.',
  'planning.respond': 'Only the planning staff can change a planning.',
  'planning.forward': 'Only an admin can forward a planning.',
  'planning.cancel-forward': 'Only an admin can cancel a forward.',
  'planning.cancel': 'Only an admin can cancel a planning.',
  'planning.delete': 'Only an admin can delete plannings.',
  'shift.create': 'Only an admin or the subcontractor this planning is forwarded to, unless it declined it, can add shifts.',
  'shift.update': 'Only people on this planning can edit its shifts (a subcontractor that declined it no longer can).',
  'shift.delete': 'Only an admin or the subcontractor this planning is forwarded to, unless it declined it, can delete shifts.',
  'shift.choose-subcontractor': 'Only an admin can choose the subcontractor of a shift.',
  'shift.assign-agent': 'A subcontractor can only assign its own agents.',
  'history.create': historyWrite,
  'history.update': historyWrite,
  'history.delete': historyWrite,
  'history.mark-internal': 'Only the planning staff can decide what the client sees.',
  'request.list': 'Only the planning staff and client users have requests.',
  'request.read': 'You can only see your own organisation’s requests.',
  'request.create': 'You can only order guarding for your own organisation.',
  'request.update': 'Only the client of this request or the planning staff can change it.',
  'request.cancel': 'Only the client of this request or an admin can cancel it.',
  'request.add-image': 'Only the client of this request or the planning staff can add images to it.',
  'request.review': 'Only an admin can review a request.',
  ...directoryWordings(),
};

/** Who keeps which part of the directory (src-sync/protocol/permissions/directory-permissions.ts). */
function directoryWordings(): Partial<Record<Action, Wording>> {
  const keeps = (subject: string, plural: string, who: string) =>
    Object.fromEntries((['create', 'update', 'delete'] as const).map((verb) => [`${subject}.${verb}`, `Only ${who} can ${verb} ${plural}.`]));
  return {
    ...keeps('client', 'clients', 'an admin'),
    ...keeps('branch', 'branches', 'an admin or the client it belongs to'),
    ...keeps('location', 'locations', 'an admin or the subcontractor it belongs to'),
    ...keeps('subcontractor', 'subcontractors', 'an admin'),
    ...keeps('agent', 'agents', 'an admin or the agent’s subcontractor'),
    ...keeps('license', 'licences', 'an admin or the agent’s subcontractor'),
    ...keeps('equipment', 'equipment', 'an admin'),
    ...keeps('contact', 'contacts', 'an admin or the client it belongs to'),
    'account.invite': 'Only an admin can invite users.',
    'account.update': (actor) => (actor.admin ? 'You cannot change your own role or disable your own account; ask another admin.' : 'Only an admin can change accounts.'),
    'account.delete': (actor) => (actor.admin ? 'You cannot delete your own account; ask another admin.' : 'Only an admin can delete accounts.'),
  };
}

export function forbiddenMessage(action: Action, actor: Actor): string {
  const wording = FORBIDDEN[action];
  if (wording === undefined) return `You may not do this (${action}).`;
  return typeof wording === 'string' ? wording : wording(actor);
}

/** What the caller was about to do, for "you cannot … any more". */
const CLOSED_VERB: Partial<Record<Action, string>> = {
  'planning.forward': 'forward it',
  'planning.cancel-forward': 'cancel its forward',
  'shift.create': 'add shifts',
  'shift.update': 'change shifts',
  'shift.delete': 'delete shifts',
};

/** The body or route field a not-forwarded refusal concerns. */
const NOT_FORWARDED_PATH: Partial<Record<Action, string>> = { 'planning.respond': 'contractor_status' };

export interface StateRefusal {
  message: string;
  issues: { path: string; message: string }[];
}

export function stateRefusal(action: Action, block: StateBlock, facts: StateFacts<Action>): StateRefusal {
  const planningStatus = 'planning' in facts ? facts.planning.status : '';
  switch (block) {
    case 'planning-closed':
      return {
        message: `This planning is ${planningStatus}; you cannot ${CLOSED_VERB[action] ?? 'change it'} any more.`,
        issues: [{ path: 'planning_id', message: `planning is ${planningStatus}` }],
      };
    case 'planning-not-forwarded':
      return { message: 'This planning is not forwarded.', issues: [{ path: NOT_FORWARDED_PATH[action] ?? 'id', message: 'planning is not forwarded' }] };
    case 'planning-status':
      return {
        message: `A ${planningStatus} planning cannot become cancelled.`,
        issues: [{ path: 'status', message: `not allowed from ${planningStatus}` }],
      };
    case 'request-not-pending':
    case 'request-cancelled': {
      const status = 'request' in facts ? facts.request.status : '';
      return { message: `This request is already ${status}.`, issues: [{ path: 'status', message: `request is ${status}` }] };
    }
    case 'record-in-use': {
      const usage = 'usage' in facts ? facts.usage : {};
      const uses = Object.entries(usage).filter(([, count]) => count > 0).map(([kind, count]) => `${count} ${kind}`).join(', ');
      return {
        message: `It is still in use (${uses}), so it cannot be deleted. Archive it instead: it leaves the pickers and stays on history.`,
        issues: [{ path: 'id', message: `in use: ${uses}` }],
      };
    }
  }
}
