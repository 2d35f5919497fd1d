/**
 * Shifts of one planning, the agents on them, and the history those agents logged. Shifts cut the
 * planning into consecutive blocks on half-hour boundaries, so they always lie inside it. Agents
 * come from the subcontractor the shift is given to: the planning's own when it is forwarded.
 * History exists only for work that has begun (a planning started, ended, finished or archived),
 * and never after "now".
 */
import type { PlanningStatus } from '../../src-sync/protocol/planning-status.js';
import { MINUTE, utcText } from './clock.js';
import type { Rng } from './prng.js';
import type { AgentRef, SeedEnv, SubcontractorRef } from './seed-world.js';

export interface PlanningForShifts {
  id: number;
  requestId: number;
  status: PlanningStatus;
  start: number;
  end: number;
  numberOfAgents: number;
  createdMs: number;
  /** The subcontractor the planning is forwarded to, if any. */
  forwardedTo: SubcontractorRef | null;
  contractorStatus: 'pending' | 'accepted' | 'declined' | null;
  /** Who staffs the shifts of a planning that is not forwarded (the admin picks per shift). */
  fallback: SubcontractorRef;
  /** Showcase plannings staff from the top of the list, where the demo agent is. */
  showcase: boolean;
}

const WORKING: readonly PlanningStatus[] = ['started', 'ended', 'finished', 'archived'];
const HALF_HOUR = 30 * MINUTE;

const NOTES = [
  'All quiet on the first round.', 'Delivery truck let in at gate 2, papers checked.', 'Emergency exit B was blocked by pallets, cleared.',
  'Visitor without badge refused, reported to reception.', 'Alarm test by the technician, no incident.', 'Keys handed over to the next team.',
  'Lights in the car park are out, reported to facility.', 'Fire door left open, closed and logged.', 'Contractor signed in for maintenance.',
];
const BREAK_REASONS = ['Lunch break', 'Coffee break', 'Rest break', 'Meal break'];
const IMAGE_NOTES = ['Damaged fence at the north side', 'Logbook page', 'Unattended bag near the entrance', null];
const COSTS: readonly (readonly [string, number, number])[] = [['Parking ticket', 3, 18], ['Fuel for the patrol vehicle', 25, 70], ['Taxi after night shift', 20, 45]];

function shiftCount(rng: Rng, status: PlanningStatus): number {
  if (status === 'rejected' || status === 'cancelled') return 0;
  if (status === 'pending') return rng.chance(0.5) ? 1 : 0;
  // Most work is split into day parts (about 2.5 shifts per planning overall at scale).
  return rng.weighted([[1, 5], [2, 15], [3, 35], [4, 45]]);
}

/** Who works the planning's shifts (for chat membership): the agents put on them and the
 * subcontractor they are given to (null: no shifts, or the company's own). */
export interface ShiftWorkers {
  team: AgentRef[];
  subcontractor: SubcontractorRef | null;
}

/** Writes the planning's shifts and returns who works them. */
export function seedShifts(rng: Rng, env: SeedEnv, p: PlanningForShifts): ShiftWorkers {
  const { sinks, clock } = env;
  const duration = p.end - p.start;
  // Blocks of at least two hours: a short planning gets fewer shifts, but never none.
  const wanted = shiftCount(rng, p.status);
  if (wanted === 0) return { team: [], subcontractor: null };
  const count = Math.max(1, Math.min(wanted, Math.floor(duration / (120 * MINUTE))));
  const forwarded = p.forwardedTo !== null;
  const sub = p.forwardedTo ?? (p.status === 'pending' ? null : p.fallback);
  const staffed = sub !== null && (forwarded ? p.contractorStatus === 'accepted' : true)
    && (WORKING.includes(p.status) || p.showcase || rng.chance(0.8));
  const team = staffed && sub !== null ? pickTeam(rng, sub, p.numberOfAgents, p.showcase) : [];
  const created = Math.min(clock.now, p.createdMs + rng.int(1, 48) * 60 * MINUTE);

  let from = p.start;
  for (let i = 1; i <= count; i++) {
    const to = i === count ? p.end : p.start + Math.round((duration * i) / count / HALF_HOUR) * HALF_HOUR;
    const shiftId = sinks.shifts.nextId();
    sinks.shifts.add(shiftId, p.id, p.requestId, sub?.id ?? null, utcText(from), utcText(to), utcText(created), utcText(created));
    for (const [k, agent] of team.entries()) {
      const agentShiftId = sinks.shiftAgents.nextId();
      sinks.shiftAgents.add(agentShiftId, shiftId, agent.id, utcText(created));
      // Everyone on the shift logs in practice; the first agent always, a second one often.
      if (WORKING.includes(p.status) && from <= clock.now && (k === 0 || (k === 1 && rng.chance(0.35)))) {
        seedHistory(rng, env, p, { id: shiftId, start: from, end: to }, agent, agentShiftId);
      }
    }
    from = to;
  }
  return { team, subcontractor: sub };
}

function pickTeam(rng: Rng, sub: SubcontractorRef, wanted: number, fromTop: boolean): AgentRef[] {
  const n = Math.min(wanted, sub.staff.length);
  const offset = fromTop ? 0 : rng.int(0, sub.staff.length - 1);
  const team: AgentRef[] = [];
  for (let i = 0; i < n; i++) {
    const agent = sub.staff[(offset + i) % sub.staff.length];
    if (agent !== undefined) team.push(agent);
  }
  return team;
}

interface ShiftSpan { id: number; start: number; end: number }

function seedHistory(rng: Rng, env: SeedEnv, p: PlanningForShifts, shift: ShiftSpan, agent: AgentRef, agentShiftId: number): void {
  const { clock, sinks } = env;
  const now = clock.now;
  const add = (status: string, at: number, extra: { breakEnd?: number | null; reason?: string; note?: string | null; cost?: number } = {}) => {
    const breakEnd = extra.breakEnd ?? null;
    sinks.history.add(sinks.history.nextId(), p.id, p.requestId, shift.id, agent.id, agentShiftId, status, utcText(at),
      breakEnd === null ? null : utcText(breakEnd), extra.reason ?? null, extra.note ?? null, null, extra.cost ?? null,
      utcText(breakEnd ?? at));
  };
  const length = shift.end - shift.start;
  const started = Math.min(now, shift.start + rng.int(-5, 10) * MINUTE);
  add('started', started);

  if (length >= 5 * 60 * MINUTE && rng.chance(0.45)) {
    const breakStart = shift.start + Math.round(length * (0.4 + rng.next() * 0.2) / MINUTE) * MINUTE;
    const breakEnd = breakStart + rng.int(15, 45) * MINUTE;
    // A break still running shows 'In progress' in the UI: only possible on a started planning.
    if (breakStart <= now) add('break', breakStart, { breakEnd: breakEnd <= now ? breakEnd : null, reason: rng.pick(BREAK_REASONS) });
  }
  const inside = (fraction: number) => Math.min(now, shift.start + Math.round((length * fraction) / MINUTE) * MINUTE);
  if (rng.chance(0.3)) add('note', inside(0.2 + rng.next() * 0.6), { note: rng.pick(NOTES) });
  // Image entries wait for uploaded files: the image itself stays null in demo data.
  if (rng.chance(0.12)) add('image', inside(0.3 + rng.next() * 0.6), { note: rng.pick(IMAGE_NOTES) });
  if (rng.chance(0.05)) {
    const [label, min, max] = rng.pick(COSTS);
    add('cost', inside(0.5 + rng.next() * 0.4), { note: label, cost: rng.int(min * 100, max * 100) / 100 });
  }
  if (shift.end <= now) add('ended', Math.max(started + MINUTE, Math.min(now, shift.end + rng.int(-5, 10) * MINUTE)));
}
