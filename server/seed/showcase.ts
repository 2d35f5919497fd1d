/**
 * The first requests of every seed: one planning in each status, all for the first client and
 * forwarded to the first subcontractor, staffed from the top of its list (the demo agent). They
 * guarantee that every status, every contractor answer and the demo users' own views exist even
 * in the smallest database, at predictable places around today.
 */
import type { PlanningStatus } from '../../src-sync/protocol/planning-status.js';
import { MINUTE } from './clock.js';
import type { ContractorStatus, RequestStatus, TimeslotPlan, TimeslotStatus } from './planning-schedule.js';
import type { SeedClock } from './clock.js';

export interface ShowcaseItem {
  status: PlanningStatus;
  contractor: ContractorStatus;
  request: RequestStatus;
  timeslot: TimeslotStatus;
  plan: TimeslotPlan;
}

const H = 60;

export function showcaseItems(clock: SeedClock, timeZone: string): ShowcaseItem[] {
  const day = (status: PlanningStatus, contractor: ContractorStatus, firstDay: number, startMinutes: number, hours: number): ShowcaseItem => {
    const request: RequestStatus = status === 'pending' ? 'pending' : status === 'cancelled' ? 'cancelled' : 'confirmed';
    const timeslot: TimeslotStatus = request === 'pending' ? 'pending' : status === 'rejected' || status === 'cancelled' ? 'rejected' : 'accepted';
    const plan: TimeslotPlan = {
      requestType: 'Static', continuous: false, firstDay, days: 1, weekdays: [clock.weekday(firstDay)],
      startMinutes, durationMinutes: hours * H, agents: 2,
    };
    return { status, contractor, request, timeslot, plan };
  };
  // The started one runs from three hours ago (on a half hour) for ten hours: in progress now.
  const halfHour = 30 * MINUTE;
  const running = clock.localParts(timeZone, Math.floor((clock.now - 3 * H * MINUTE) / halfHour) * halfHour);
  return [
    day('pending', 'pending', 3, 8 * H, 8),
    day('confirmed', 'accepted', 1, 7 * H, 12),
    day('started', 'accepted', running.dayOffset, running.minutes, 10),
    day('ended', 'accepted', -1, 8 * H, 10),
    day('finished', 'accepted', -5, 7 * H, 12),
    day('rejected', 'declined', 6, 9 * H, 8),
    day('cancelled', 'accepted', 4, 19 * H, 12),
    day('archived', 'accepted', -40, 7 * H, 12),
  ];
}
