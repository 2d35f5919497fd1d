/** Form values <-> shift rows and mutation bodies, and the spec's default end (section 5). */
import type { PlanningRow, ShiftCreateBody, ShiftChanges, ShiftRow } from '../../../../src-sync/index.js';
import { durationMs, fromZonedParts, isPickerDate, nextPickerDay, toZonedParts } from '../details/zoned-date-time.js';
import type { ShiftFormValues } from './shift-form-schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type PlanningTimes = Pick<PlanningRow, 'start' | 'end' | 'location'>;

/**
 * Spec: "A shift's default end is the same day as the start if the planning is shorter than 24
 * hours." Null for longer plannings (no default). One exception, for night work: when the
 * planning itself runs past midnight (22:00 -> 06:00), a same-day end would always be before the
 * start and answer 'not valid '; the default end is then the day after the start.
 */
export function defaultEndDate(startDate: string, planning: PlanningTimes): string | null {
  if (!isPickerDate(startDate) || durationMs(planning.start, planning.end) >= DAY_MS) return null;
  const zone = planning.location.timezone;
  const overnight = toZonedParts(planning.start, zone).date !== toZonedParts(planning.end, zone).date;
  return overnight ? nextPickerDay(startDate) : startDate;
}

/** A new shift starts with the planning: its start, and (shorter plannings) its end time. */
export function newShiftValues(planning: PlanningTimes & Pick<PlanningRow, 'subcontractor_id'>): ShiftFormValues {
  const zone = planning.location.timezone;
  const start = toZonedParts(planning.start, zone);
  const endDate = defaultEndDate(start.date, planning);
  return {
    start_date: start.date,
    start_time: start.time,
    end_date: endDate ?? '',
    end_time: endDate === null ? '' : toZonedParts(planning.end, zone).time,
    subcontractor_id: planning.subcontractor_id === null ? '' : String(planning.subcontractor_id),
    agents: [],
  };
}

export function shiftValues(shift: ShiftRow, timeZone: string): ShiftFormValues {
  const start = toZonedParts(shift.start, timeZone);
  const end = toZonedParts(shift.end, timeZone);
  return {
    start_date: start.date,
    start_time: start.time,
    end_date: end.date,
    end_time: end.time,
    subcontractor_id: shift.subcontractor_id === null ? '' : String(shift.subcontractor_id),
    agents: shift.agents.map((agent) => agent.id),
  };
}

function times(values: ShiftFormValues, timeZone: string): { start: string; end: string } {
  // The form's resolver has already proven both parse; '' makes the mutation report 'required'.
  return {
    start: fromZonedParts(values.start_date, values.start_time, timeZone) ?? '',
    end: fromZonedParts(values.end_date, values.end_time, timeZone) ?? '',
  };
}

/** `subcontractor_id` is sent only by a user who may choose it (admin); otherwise the shift gets
 * the planning's subcontractor on the server. */
function subcontractorPart(values: ShiftFormValues, chooseSubcontractor: boolean): { subcontractor_id?: number | null } {
  if (!chooseSubcontractor) return {};
  return { subcontractor_id: values.subcontractor_id === '' ? null : Number(values.subcontractor_id) };
}

export function toCreateBody(values: ShiftFormValues, planning: Pick<PlanningRow, 'id' | 'request_id' | 'location'>, chooseSubcontractor: boolean): ShiftCreateBody {
  return {
    ...times(values, planning.location.timezone),
    planning_id: planning.id,
    request_id: planning.request_id,
    ...subcontractorPart(values, chooseSubcontractor),
    agents: values.agents,
  };
}

export function toUpdateBody(values: ShiftFormValues, timeZone: string, chooseSubcontractor: boolean): ShiftChanges {
  return { ...times(values, timeZone), ...subcontractorPart(values, chooseSubcontractor), agents: values.agents };
}
