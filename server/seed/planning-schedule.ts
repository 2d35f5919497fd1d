/**
 * When requests ask for guards and what became of them: the timeslot patterns per job category,
 * the spread of request dates (most around today, the rest over two months either side), and the
 * status a planning has given its request, its timeslot and where it lies relative to "now".
 */
import { JOB_CATEGORIES, type PlanningStatus } from '../../src-sync/protocol/planning-status.js';
import { DAY } from './clock.js';
import type { Rng } from './prng.js';

export type JobCategory = (typeof JOB_CATEGORIES)[number];
export type RequestStatus = 'pending' | 'confirmed' | 'cancelled';
export type TimeslotStatus = 'pending' | 'accepted' | 'rejected';
export type ContractorStatus = 'pending' | 'accepted' | 'declined';

/** Days before and after today that the demo covers. */
export const WINDOW_PAST_DAYS = 62;
export const WINDOW_FUTURE_DAYS = 62;

const H = 60;
/** [start minutes after local midnight, duration minutes] typical of each kind of job. */
const PATTERNS: Record<JobCategory, readonly (readonly [number, number])[]> = {
  Static: [[7 * H, 12 * H], [19 * H, 12 * H], [8 * H, 9 * H], [6 * H, 8 * H], [22 * H, 8 * H]],
  'Close protection': [[8 * H, 12 * H], [7 * H, 14 * H]],
  Events: [[17 * H, 7 * H], [12 * H, 14 * H], [18 * H, 8 * H]],
  Investigation: [[9 * H, 8 * H], [13 * H, 6 * H]],
  'K9 Security': [[22 * H, 8 * H], [20 * H, 10 * H]],
  Reception: [[7 * H + 30, 10 * H + 30], [8 * H, 9 * H]],
  'Fire guard': [[6 * H, 8 * H], [14 * H, 8 * H], [22 * H, 8 * H]],
};

const CATEGORY_WEIGHTS: readonly (readonly [JobCategory, number])[] = [
  ['Static', 40], ['Reception', 15], ['Events', 15], ['Fire guard', 10], ['K9 Security', 8], ['Close protection', 6], ['Investigation', 6],
];

const NIGHT_DESCRIPTIONS = ['Night guarding with hourly rounds.', 'Night watch: locked-building checks and alarm response.'];
const DESCRIPTIONS: Record<JobCategory, readonly string[]> = {
  Static: ['Static guarding: access control and badge checks.', 'Gate control, vehicle and visitor registration.'],
  'Close protection': ['Close protection for a visiting executive.', 'Personal protection during the board meeting and transfers.'],
  Events: ['Event security: bag checks and crowd management.', 'Stewarding and access control for the evening event.'],
  Investigation: ['Loss-prevention investigation in plain clothes.', 'Discreet observation of the stock areas.'],
  'K9 Security': ['Perimeter patrol with a dog handler.', 'Night patrol with K9 unit, fence line checks.'],
  Reception: ['Reception desk: visitor registration and badges.', 'Front desk and switchboard cover.'],
  'Fire guard': ['Fire watch during hot works.', 'Fire guard while the sprinkler system is down.'],
};

/** A description that fits the job and, for static guarding, the time of day. */
export function describe(rng: Rng, plan: TimeslotPlan): string {
  const night = plan.startMinutes >= 19 * H || plan.startMinutes < 5 * H;
  return rng.pick(plan.requestType === 'Static' && night && !plan.continuous ? NIGHT_DESCRIPTIONS : DESCRIPTIONS[plan.requestType]);
}

export interface TimeslotPlan {
  requestType: JobCategory;
  continuous: boolean;
  firstDay: number;
  /** Number of calendar days the timeslot spans. */
  days: number;
  /** JS weekdays (0 = Sunday) the guards are needed on. */
  weekdays: number[];
  startMinutes: number;
  durationMinutes: number;
  agents: number;
}

/**
 * Day offset of a request's first day: a bell around today plus a flat spread over the window.
 * With `historyDays` (a company with years of history, for the window-first bench), a share of
 * requests lies further back, flat over those days, so the past has the density of the window.
 */
export function requestDay(rng: Rng, historyDays = 0): number {
  if (historyDays > WINDOW_PAST_DAYS && rng.chance((historyDays - WINDOW_PAST_DAYS) / (historyDays + WINDOW_FUTURE_DAYS))) {
    return rng.int(-historyDays, -WINDOW_PAST_DAYS - 1);
  }
  const day = rng.chance(0.55) ? Math.round(rng.normal(9)) : rng.int(-WINDOW_PAST_DAYS, WINDOW_FUTURE_DAYS - 6);
  return Math.max(-WINDOW_PAST_DAYS, Math.min(WINDOW_FUTURE_DAYS - 6, day));
}

export function planTimeslot(rng: Rng, firstDay: number, weekdayOf: (day: number) => number): TimeslotPlan {
  const requestType = rng.weighted(CATEGORY_WEIGHTS);
  const continuous = (requestType === 'Static' || requestType === 'Fire guard') && rng.chance(0.1);
  // Never past the end of the demo window.
  const days = Math.max(1, Math.min(WINDOW_FUTURE_DAYS - firstDay, rng.weighted([[1, 25], [2, 10], [3, 15], [5, 20], [7, 20], [14, 10]])));
  const [startMinutes, durationMinutes] = continuous ? [7 * H, 24 * H] : rng.pick(PATTERNS[requestType]);
  let weekdays: number[];
  if (continuous) weekdays = [0, 1, 2, 3, 4, 5, 6];
  else if (days === 1) weekdays = [weekdayOf(firstDay)];
  else weekdays = rng.weighted([[[1, 2, 3, 4, 5], 50], [[0, 1, 2, 3, 4, 5, 6], 35], [[6, 0], 15]]);
  const agents = requestType === 'Events' ? rng.int(2, 6) : rng.weighted([[1, 45], [2, 30], [3, 12], [4, 7], [5, 3], [6, 3]]);
  return { requestType, continuous, firstDay, days, weekdays, startMinutes, durationMinutes, agents };
}

export function requestStatusFor(rng: Rng, firstDay: number): RequestStatus {
  // Only requests still ahead can wait for a decision; older ones were settled.
  if (firstDay >= 1) return rng.weighted([['pending', 30], ['confirmed', 60], ['cancelled', 10]]);
  return rng.weighted([['confirmed', 90], ['cancelled', 10]]);
}

export function timeslotStatusFor(rng: Rng, request: RequestStatus, first: boolean): TimeslotStatus {
  if (request === 'pending') return 'pending';
  if (request === 'cancelled') return 'rejected';
  return first || rng.chance(0.9) ? 'accepted' : 'rejected';
}

export function planningStatusFor(rng: Rng, timeslot: TimeslotStatus, request: RequestStatus, start: number, end: number, now: number): PlanningStatus {
  if (request === 'cancelled') return 'cancelled';
  if (timeslot === 'pending') return 'pending';
  if (timeslot === 'rejected') return 'rejected';
  if (start > now) return rng.chance(0.03) ? 'cancelled' : 'confirmed';
  if (end > now) return rng.chance(0.88) ? 'started' : 'confirmed';
  if (end > now - 2 * DAY) return rng.chance(0.65) ? 'ended' : 'finished';
  if (end > now - 21 * DAY) return rng.chance(0.85) ? 'finished' : 'ended';
  return rng.chance(0.45) ? 'archived' : 'finished';
}

/** A forwarded planning's answer from the subcontractor, consistent with how far it got. */
export function contractorStatusFor(rng: Rng, status: PlanningStatus, start: number, now: number): ContractorStatus {
  if (status === 'pending') return 'pending';
  if (status === 'confirmed' && start > now) return rng.weighted([['accepted', 75], ['pending', 15], ['declined', 10]]);
  return 'accepted';
}

/** Share of timeslots forwarded to a subcontractor, by request status. */
export function forwardShare(request: RequestStatus): number {
  return request === 'confirmed' ? 0.55 : request === 'pending' ? 0.12 : 0.25;
}
