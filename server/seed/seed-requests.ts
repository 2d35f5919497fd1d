/**
 * Requests from clients, each with its timeslots, equipment and plannings, until the wanted
 * number of plannings exists. The showcase requests come first (see showcase.ts). For each
 * request the admin gets a notification, and a chat channel is planned (written later by the
 * chat stage, once the total message count can be spread over all channels) with the members the
 * running server would have given it (group-members.ts).
 */
import { DAY, HOUR, hhmm, utcText } from './clock.js';
import { WEEKDAYS } from '../../src-sync/protocol/planning-status.js';
import type { BulkWriter } from './bulk-writer.js';
import type { GroupMember, GroupMembership } from './group-members.js';
import {
  WINDOW_FUTURE_DAYS, forwardShare, planTimeslot, requestDay, requestStatusFor, timeslotStatusFor, type RequestStatus, type TimeslotPlan,
} from './planning-schedule.js';
import { newOutcome, seedTimeslotPlannings, timeslotInstants, type RequestContext, type TimeslotContext } from './seed-plannings.js';
import { showcaseItems, type ShowcaseItem } from './showcase.js';
import type { Rng } from './prng.js';
import type { ClientRef, SeedEnv, SeedWorld, SubcontractorRef, UserRef } from './seed-world.js';

export interface ChannelPlan {
  requestId: number;
  name: string;
  createdBy: number;
  members: GroupMember[];
  status: RequestStatus;
  /** Chat runs from the request's creation to a day after its last planning, never past now. */
  start: number;
  end: number;
}

const REQUEST_NOTES = [
  'Badge pick-up at reception 30 minutes before the start.', 'Agents in dark suit, no visible uniform.', 'Report to the site manager on arrival.',
  'Parking available at P3.', 'Bilingual FR/NL agents required.', 'Keys are in the key safe, code by phone.', null, null, null,
];

interface Draft {
  client: ClientRef;
  locationIndex: number;
  creator: UserRef;
  subcontractor: SubcontractorRef;
  status: RequestStatus;
  slots: { plan: TimeslotPlan; status: TimeslotContext['status']; forwarded: boolean; forced?: TimeslotContext['forced'] }[];
  showcase: boolean;
}

function weightedClient(rng: Rng, world: SeedWorld): ClientRef {
  return rng.weighted(world.clients.map((c) => [c, c.weight] as const));
}

function subcontractorFor(rng: Rng, world: SeedWorld, plan: TimeslotPlan): SubcontractorRef {
  const k9 = world.subcontractors.find((s) => s.k9);
  if (plan.requestType === 'K9 Security' && k9 !== undefined && rng.chance(0.7)) return k9;
  return rng.weighted(world.subcontractors.map((s) => [s, s.weight] as const));
}

function randomDraft(rng: Rng, env: SeedEnv, world: SeedWorld): Draft {
  const client = weightedClient(rng, world);
  const firstDay = requestDay(rng, env.historyDays);
  const status = requestStatusFor(rng, firstDay);
  const slotCount = rng.weighted([[1, 60], [2, 30], [3, 10]]);
  const slots: Draft['slots'] = [];
  for (let i = 0; i < slotCount; i++) {
    const day = i === 0 ? firstDay : Math.min(WINDOW_FUTURE_DAYS - 1, firstDay + rng.int(0, 7));
    const plan = planTimeslot(rng, day, (d) => env.clock.weekday(d));
    slots.push({ plan, status: timeslotStatusFor(rng, status, i === 0), forwarded: rng.chance(forwardShare(status)) });
  }
  const first = slots[0];
  if (first === undefined) throw new Error('seed: request without timeslots');
  const subcontractor = subcontractorFor(rng, world, first.plan);
  const creator = rng.chance(0.8) ? rng.pick(client.users) : world.admin;
  return { client, locationIndex: rng.int(0, client.locations.length - 1), creator, subcontractor, status, slots, showcase: false };
}

function showcaseDraft(world: SeedWorld, item: ShowcaseItem): Draft {
  const client = world.clients[0];
  const subcontractor = world.subcontractors[0];
  if (client === undefined || subcontractor === undefined) throw new Error('seed: no first client or subcontractor');
  return {
    client, locationIndex: 0, creator: client.users[0] ?? world.admin, subcontractor, status: item.request, showcase: true,
    slots: [{ plan: item.plan, status: item.timeslot, forwarded: true, forced: { status: item.status, contractor: item.contractor } }],
  };
}

function timeslotDays(plan: TimeslotPlan): string {
  // Spec order Monday..Sunday; JS weekdays count from Sunday.
  const order = [1, 2, 3, 4, 5, 6, 0].filter((d) => plan.weekdays.includes(d));
  return JSON.stringify(order.map((d) => ({
    day: WEEKDAYS[(d + 6) % 7], start: hhmm(plan.startMinutes), end: hhmm(plan.startMinutes + plan.durationMinutes), agents: plan.agents,
  })));
}

/** Writes one request and its plannings (at most `budget`); returns the channel plan. */
function seedRequest(
  rng: Rng, env: SeedEnv, world: SeedWorld, membership: GroupMembership, draft: Draft, budget: number,
): { written: number; channel: ChannelPlan | null; notifications: NotificationDraft[] } {
  const { sinks, clock } = env;
  const location = draft.client.locations[draft.locationIndex];
  if (location === undefined) throw new Error('seed: client without locations');
  // A weekend-only timeslot over two weekdays asks for nobody: drop the draft, write nothing.
  if (draft.slots.every((s) => timeslotInstants(env, s.plan, location.timezone).length === 0)) return { written: 0, channel: null, notifications: [] };
  const firstDay = Math.min(...draft.slots.map((s) => s.plan.firstDay));
  const firstStart = clock.localToUtc(location.timezone, firstDay, 0);
  // Requested days to weeks ahead, and always before now.
  const createdMs = Math.min(clock.now - rng.int(1, 48) * HOUR, firstStart - rng.int(2, 21) * DAY - rng.int(0, 23) * HOUR);
  const decidedMs = draft.status === 'pending' ? createdMs : Math.min(clock.now, createdMs + rng.int(2, 72) * HOUR);
  const id = sinks.requests.nextId();
  const identifier = `REQ-${clock.year(createdMs)}-${String(id).padStart(6, '0')}`;
  const poNumber = rng.chance(0.4) ? `PO-${rng.int(4_500_000_000, 4_599_999_999)}` : null;
  sinks.requests.add(id, identifier, draft.client.id, location.branchId, location.id, poNumber, rng.pick(REQUEST_NOTES), draft.status,
    draft.creator.id, utcText(createdMs), utcText(decidedMs));
  for (const equipmentId of rng.chance(0.5) ? rng.sample(world.equipmentIds, rng.int(1, 3)) : []) {
    sinks.requestEquipment.add(sinks.requestEquipment.nextId(), id, equipmentId, rng.int(1, 4), utcText(createdMs), utcText(createdMs));
  }

  const req: RequestContext = {
    id, client: draft.client, location, status: draft.status, subcontractor: draft.subcontractor, poNumber, createdMs, showcase: draft.showcase,
  };
  const outcome = newOutcome();
  let written = 0;
  for (const slot of draft.slots) {
    const slotId = sinks.requestTimeslots.nextId();
    const { plan } = slot;
    const start = clock.localToUtc(location.timezone, plan.firstDay, plan.startMinutes);
    const end = clock.localToUtc(location.timezone, plan.firstDay + plan.days - 1, plan.startMinutes + plan.durationMinutes);
    sinks.requestTimeslots.add(slotId, id, utcText(start), utcText(end), plan.continuous ? 1 : 0, plan.requestType,
      rng.chance(0.2) ? 'Please send the same agents as last time if possible.' : null, timeslotDays(plan), slot.status,
      clock.date(plan.firstDay), clock.date(plan.firstDay + plan.days - 1), utcText(createdMs), utcText(decidedMs));
    const ctx: TimeslotContext = { id: slotId, plan, status: slot.status, forwarded: slot.forwarded, ...(slot.forced ? { forced: slot.forced } : {}) };
    written += seedTimeslotPlannings(rng, env, req, ctx, budget - written, outcome);
  }

  const notifications = requestNotifications(rng, env, { id, identifier, client: draft.client, creator: draft.creator, status: draft.status, createdMs, decidedMs });
  const members = membership.membersOf({
    clientId: draft.client.id, createdBy: draft.creator.id, subcontractorIds: outcome.subcontractors, agentIds: outcome.agents.keys(),
  });
  const chatEnd = Math.min(clock.now, (Number.isFinite(outcome.lastEnd) ? outcome.lastEnd : createdMs) + DAY);
  return {
    written,
    notifications,
    channel: {
      requestId: id, name: `${identifier} ${draft.client.name}`, createdBy: draft.creator.id, members, status: draft.status,
      start: createdMs, end: Math.max(createdMs + HOUR, chatEnd),
    },
  };
}

/** A staff notification about a request, written once every request is drawn (see seedRequests). */
interface NotificationDraft {
  message: string;
  requestId: number;
  identifier: string;
  username: string;
  readAt: string | null;
  createdMs: number;
  kind: string;
}

function requestNotifications(
  rng: Rng, env: SeedEnv,
  r: { id: number; identifier: string; client: ClientRef; creator: UserRef; status: RequestStatus; createdMs: number; decidedMs: number },
): NotificationDraft[] {
  const { clock } = env;
  const username = `${r.creator.firstName} ${r.creator.lastName}`;
  const readAt = (at: number) => (at < clock.now - 2 * DAY || rng.chance(0.3) ? utcText(Math.min(clock.now, at + rng.int(5, 600) * 60_000)) : null);
  const base = { requestId: r.id, identifier: r.identifier, username };
  const notes: NotificationDraft[] = [{ ...base, message: `New request ${r.identifier} from ${r.client.name}`, readAt: readAt(r.createdMs), createdMs: r.createdMs, kind: 'request-created' }];
  if (r.status !== 'pending') {
    notes.push({ ...base, message: `Request ${r.identifier} was ${r.status}`, readAt: readAt(r.decidedMs), createdMs: r.decidedMs, kind: `request-${r.status}` });
  }
  return notes;
}

/** In the order they happened, as a server writes them: the centre lists newest id first (the
 * spec's sort=-id), and requests are drawn in no order of time. */
function writeNotifications(env: SeedEnv, world: SeedWorld, notes: NotificationDraft[]): void {
  const { sinks } = env;
  for (const n of [...notes].sort((a, b) => a.createdMs - b.createdMs)) {
    sinks.notifications.add(sinks.notifications.nextId(), world.admin.id, n.message, n.requestId, n.identifier, n.username, n.readAt, utcText(n.createdMs), n.kind);
  }
}

/** Writes requests until exactly `plannings` plannings exist; returns the channels to create. */
export async function seedRequests(
  rng: Rng, env: SeedEnv, world: SeedWorld, membership: GroupMembership, writer: BulkWriter, plannings: number, log: (line: string) => void,
): Promise<ChannelPlan[]> {
  const channels: ChannelPlan[] = [];
  const notifications: NotificationDraft[] = [];
  const timeZone = world.clients[0]?.locations[0]?.timezone ?? 'Europe/Brussels';
  const showcase = showcaseItems(env.clock, timeZone);
  let written = 0;
  let nextReport = 25_000;
  for (let i = 0; written < plannings; i++) {
    const item = showcase[i];
    // A stream per request: whatever one request draws (its statuses depend on the time of day
    // of the anchor) cannot shift the next one, so request N is the same request on every run.
    const requestRng = rng.fork(`request:${i}`);
    const draft = item !== undefined ? showcaseDraft(world, item) : randomDraft(requestRng, env, world);
    const result = seedRequest(requestRng, env, world, membership, draft, plannings - written);
    written += result.written;
    if (result.channel !== null) channels.push(result.channel);
    notifications.push(...result.notifications);
    await writer.flushIfFull();
    if (written >= nextReport) {
      log(`seed: ${written} plannings written`);
      nextReport += 25_000;
    }
  }
  writeNotifications(env, world, notifications);
  return channels;
}
