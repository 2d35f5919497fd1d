/**
 * The request domain's entries of the permission table (permission-table.ts spreads them in):
 * who orders guarding, who changes or cancels an order, who answers it. Spec sections 2 and 6,
 * DESIGN.md section 4; the state rules are the request state machine (../request-status.ts).
 */
import { isStaff, type Actor } from './actor.js';
import { requestCannotBecome, requestNotPending, type RequestFacts, type RequestStateFacts, type StateBlock } from './record-facts.js';

interface OnRequest { request: RequestFacts }
interface InState { request: RequestStateFacts }

/** The actor acts for the client organisation the request is for. */
const clientOf = (actor: Actor, request: RequestFacts): boolean => actor.clientId !== null && request.client_id === actor.clientId;

const pending = ({ request }: InState): StateBlock | null => requestNotPending(request);

export const REQUEST_PERMISSIONS = {
  /** Has requests to see at all: staff, and client users (their organisation's). A subcontractor
   * has none (its work comes as the plannings forwarded to it), so its Requests page says where
   * that work is instead of showing empty tabs. */
  'request.list': {
    who: (actor: Actor) => isStaff(actor) || actor.clientId !== null,
  },
  /** Staff read every request; a client user its own organisation's. A subcontractor reads none
   * (it sees the request only as denormalised in the plannings forwarded to it). */
  'request.read': {
    who: (actor: Actor, { request }: OnRequest) => isStaff(actor) || clientOf(actor, request),
  },
  /** A request's equipment lines: whoever reads the request, and the subcontractor of any of
   * its plannings (what to bring is part of the work forwarded to it). */
  'request.equipment.read': {
    who: (actor: Actor, { request, subcontractor_ids }: OnRequest & { subcontractor_ids: readonly number[] }) =>
      isStaff(actor) || clientOf(actor, request) || (actor.subcontractorId !== null && subcontractor_ids.includes(actor.subcontractorId)),
  },
  /** A client user orders for its own organisation; admin and planner for any client. */
  'request.create': {
    who: (actor: Actor, { client_id }: { client_id: number }) => isStaff(actor) || (actor.clientId !== null && actor.clientId === client_id),
  },
  /** The client changes its own pending order; staff may correct it (taken on the phone). */
  'request.update': {
    who: (actor: Actor, { request }: OnRequest) => isStaff(actor) || clientOf(actor, request),
    state: pending,
  },
  /** The client withdraws its pending order; an admin may too. A planner plans, it does not
   * decide whether an order is taken (that is the admin's review). */
  'request.cancel': {
    who: (actor: Actor, { request }: OnRequest) => actor.admin || clientOf(actor, request),
    state: ({ request }: InState) => requestCannotBecome(request, 'cancelled'),
  },
  /** Photos of the site, by whoever may read the request, until it is cancelled. */
  'request.add-image': {
    who: (actor: Actor, { request }: OnRequest) => isStaff(actor) || clientOf(actor, request),
    state: ({ request }: InState): StateBlock | null => (request.status === 'cancelled' ? 'request-cancelled' : null),
  },
  /** The confirm-planning review: ACCEPT or REJECT per timeslot. */
  'request.review': { who: (actor: Actor) => actor.admin, state: pending },
};
