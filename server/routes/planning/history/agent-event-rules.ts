/**
 * What an agent's own event (POST /api/agent/request/history) must satisfy beyond any history
 * entry: its phone time not before the shift (an hour early is fine: guards arrive early) and not
 * ahead of the server's clock; one Start and one End per agent and shift. Each refusal names the
 * field and the reason. The geofence verdict is computed here too; it flags, never refuses.
 */
import type { Executor } from '../../../sync/change-log.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { type Clock, utcAt } from '../../../lib/clock.js';
import {
  ALREADY_ENDED, ALREADY_STARTED, DEVICE_CLOCK_SKEW_MINUTES, EARLY_START_MINUTES, EVENT_BEFORE_SHIFT, EVENT_IN_FUTURE,
} from '../../../../src-sync/protocol/field/fix.js';
import { judgeFix, type FenceVerdict, type Fix } from '../../../../src-sync/protocol/field/geofence.js';
import type { ShiftRecord } from '../lib/load-rows.js';

function minutesBefore(utc: string, minutes: number): string {
  const date = new Date(`${utc.replace(' ', 'T')}Z`);
  return new Date(date.getTime() - minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

export async function assertAgentEvent(db: Executor, clock: Clock, shift: ShiftRecord, agentId: number, body: { status: string; created_at: string }): Promise<void> {
  if (body.created_at < minutesBefore(shift.start, EARLY_START_MINUTES)) {
    throw unprocessable(`The event's time is before the shift starts (${shift.start} UTC).`, [{ path: 'created_at', message: EVENT_BEFORE_SHIFT }]);
  }
  if (body.created_at > utcAt(clock, DEVICE_CLOCK_SKEW_MINUTES * 60)) {
    throw unprocessable('The event\'s time is ahead of the server\'s clock: check the phone\'s date and time.', [{ path: 'created_at', message: EVENT_IN_FUTURE }]);
  }
  if (body.status !== 'started' && body.status !== 'ended') return;
  const earlier = await db
    .selectFrom('planning_history')
    .select('id')
    .where('shift_id', '=', shift.id)
    .where('agent_id', '=', agentId)
    .where('status', '=', body.status)
    .executeTakeFirst();
  if (earlier) {
    const started = body.status === 'started';
    throw unprocessable(started ? 'This shift is already started: a second Start is not recorded.' : 'This shift is already ended: a second End is not recorded.', [
      { path: 'status', message: started ? ALREADY_STARTED : ALREADY_ENDED },
    ]);
  }
}

/** Inside, outside or unchecked, against the coordinates of the planning's location. */
export async function fenceOf(db: Executor, locationId: number, fix: Fix | null): Promise<FenceVerdict> {
  const site = await db.selectFrom('locations').select(['latitude', 'longitude']).where('id', '=', locationId).executeTakeFirst();
  const coordinates = site && site.latitude !== null && site.longitude !== null ? { latitude: site.latitude, longitude: site.longitude } : null;
  return judgeFix(fix, coordinates);
}
