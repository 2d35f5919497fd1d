/**
 * Turns one request timeslot into plannings: one per matching calendar day, at the timeslot's
 * wall-clock hours in the location's time zone, with a status consistent with the request, the
 * timeslot and "now", forwarded to the request's subcontractor when the timeslot was forwarded.
 */
import type { PlanningStatus } from '../../src-sync/protocol/planning-status.js';
import { utcText } from './clock.js';
import {
  contractorStatusFor, describe, planningStatusFor, type ContractorStatus, type RequestStatus, type TimeslotPlan, type TimeslotStatus,
} from './planning-schedule.js';
import { seedShifts } from './seed-shifts.js';
import type { Rng } from './prng.js';
import type { AgentRef, ClientRef, LocationRef, SeedEnv, SubcontractorRef } from './seed-world.js';

export interface RequestContext {
  id: number;
  client: ClientRef;
  location: LocationRef;
  status: RequestStatus;
  /** Where this request's work goes when forwarded, and who staffs it otherwise. */
  subcontractor: SubcontractorRef;
  poNumber: string | null;
  createdMs: number;
  showcase: boolean;
}

export interface TimeslotContext {
  id: number;
  plan: TimeslotPlan;
  status: TimeslotStatus;
  forwarded: boolean;
  /** Showcase plannings have their status and answer fixed. */
  forced?: { status: PlanningStatus; contractor: ContractorStatus };
}

/** What the chat stage needs to know about a request's plannings. */
export interface PlanningOutcome {
  count: number;
  firstStart: number;
  lastEnd: number;
  /** On its shifts: their users are in the request's chat group. */
  agents: Map<number, AgentRef>;
  /** Whose users are in the request's chat group (server/chat/request-groups.ts): every
   * subcontractor a planning was forwarded to (declined or not: nobody is taken out), and every
   * one given a shift of a planning not forwarded to it. */
  subcontractors: Set<number>;
}

export function newOutcome(): PlanningOutcome {
  return { count: 0, firstStart: Infinity, lastEnd: -Infinity, agents: new Map(), subcontractors: new Set() };
}

/** When the planning last changed: its decision, or the moment work began or ended. */
function lastChange(rng: Rng, status: PlanningStatus, createdMs: number, start: number, end: number, now: number): number {
  let at: number;
  if (status === 'pending') at = createdMs;
  else if (status === 'started') at = start + rng.int(0, 15) * 60_000;
  else if (status === 'ended' || status === 'finished') at = end + rng.int(5, status === 'finished' ? 2880 : 60) * 60_000;
  else if (status === 'archived') at = end + rng.int(7, 20) * 86_400_000;
  else at = createdMs + rng.int(1, 72) * 3_600_000;
  return Math.max(createdMs, Math.min(now, at));
}

/** The planning instants of a timeslot, in order. */
export function timeslotInstants(env: SeedEnv, plan: TimeslotPlan, timeZone: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (let d = plan.firstDay; d < plan.firstDay + plan.days; d++) {
    if (!plan.weekdays.includes(env.clock.weekday(d))) continue;
    out.push({
      start: env.clock.localToUtc(timeZone, d, plan.startMinutes),
      end: env.clock.localToUtc(timeZone, d, plan.startMinutes + plan.durationMinutes),
    });
  }
  return out;
}

/** Writes at most `budget` plannings of the timeslot; returns how many it wrote. */
export function seedTimeslotPlannings(
  rng: Rng, env: SeedEnv, req: RequestContext, slot: TimeslotContext, budget: number, outcome: PlanningOutcome,
): number {
  const { sinks, clock } = env;
  const instants = timeslotInstants(env, slot.plan, req.location.timezone).slice(0, budget);
  for (const { start, end } of instants) {
    const status = slot.forced?.status ?? planningStatusFor(rng, slot.status, req.status, start, end, clock.now);
    // Rejected work never went out; everything else forwarded with its timeslot.
    const forwarded = (slot.forwarded && status !== 'rejected') || slot.forced !== undefined;
    const contractorStatus = forwarded ? slot.forced?.contractor ?? contractorStatusFor(rng, status, start, clock.now) : null;
    const forwardedTo = forwarded ? req.subcontractor : null;
    const id = sinks.plannings.nextId();
    const createdMs = Math.min(clock.now, req.createdMs + rng.int(1, 120) * 60_000);
    const updatedMs = lastChange(rng, status, createdMs, start, end, clock.now);
    const poNumber = req.poNumber ?? (rng.chance(0.1) ? `PO-${rng.int(4_500_000_000, 4_599_999_999)}` : null);
    sinks.plannings.add(id, req.id, slot.id, slot.plan.requestType, status, forwardedTo?.id ?? null, contractorStatus, req.client.id,
      req.location.branchId, req.location.id, utcText(start), utcText(end), slot.plan.agents, describe(rng, slot.plan),
      poNumber, 'EUR', utcText(createdMs), utcText(updatedMs));

    const workers = seedShifts(rng, env, {
      id, requestId: req.id, status, start, end, numberOfAgents: slot.plan.agents, createdMs,
      forwardedTo, contractorStatus, fallback: req.subcontractor, showcase: req.showcase,
    });
    for (const agent of workers.team) outcome.agents.set(agent.id, agent);
    if (forwardedTo !== null) outcome.subcontractors.add(forwardedTo.id);
    if (workers.subcontractor !== null && workers.subcontractor.id !== forwardedTo?.id) outcome.subcontractors.add(workers.subcontractor.id);
    outcome.count += 1;
    outcome.firstStart = Math.min(outcome.firstStart, start);
    outcome.lastEnd = Math.max(outcome.lastEnd, end);
  }
  return instants.length;
}
