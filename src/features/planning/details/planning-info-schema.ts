/** The Planning info form's rules and its values <-> the planning row. Messages as spec
 * section 5/8: 'required', and 'not valid ' (verbatim, trailing space) for an end not after the
 * start, the same rule the server applies to a planning's own times. */
import { z } from 'zod';
import { REQUIRED, SHIFT_END_NOT_VALID, type PlanningChanges, type PlanningRow } from '../../../../src-sync/index.js';
import { EXPECTED_PICKER_DATE } from '../../../shared/forms/picker-messages.js';
import { fromZonedParts, isPickerDate, isPickerTime, toZonedParts } from './zoned-date-time.js';

export interface PlanningInfoValues {
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  description: string;
  po_number: string;
}

const PICKERS: [keyof PlanningInfoValues, (value: string) => boolean, string][] = [
  ['start_date', isPickerDate, EXPECTED_PICKER_DATE],
  ['start_time', isPickerTime, 'expected HH:mm (24-hour)'],
  ['end_date', isPickerDate, EXPECTED_PICKER_DATE],
  ['end_time', isPickerTime, 'expected HH:mm (24-hour)'],
];

export function planningInfoSchema(timeZone: string) {
  return z
    .object({
      start_date: z.string(),
      start_time: z.string(),
      end_date: z.string(),
      end_time: z.string(),
      description: z.string().max(5000, 'at most 5000 characters'),
      po_number: z.string().max(100, 'at most 100 characters'),
    })
    .superRefine((values, ctx) => {
      for (const [key, valid, message] of PICKERS) {
        const value = values[key].trim();
        if (value === '') ctx.addIssue({ code: 'custom', path: [key], message: REQUIRED });
        else if (!valid(value)) ctx.addIssue({ code: 'custom', path: [key], message });
      }
      const start = fromZonedParts(values.start_date, values.start_time, timeZone);
      const end = fromZonedParts(values.end_date, values.end_time, timeZone);
      if (start !== null && end !== null && end <= start) ctx.addIssue({ code: 'custom', path: ['end_time'], message: SHIFT_END_NOT_VALID });
    });
}

export function planningInfoValues(planning: Pick<PlanningRow, 'start' | 'end' | 'description' | 'po_number' | 'location'>): PlanningInfoValues {
  const zone = planning.location.timezone;
  const start = toZonedParts(planning.start, zone);
  const end = toZonedParts(planning.end, zone);
  return {
    start_date: start.date,
    start_time: start.time,
    end_date: end.date,
    end_time: end.time,
    description: planning.description ?? '',
    po_number: planning.po_number ?? '',
  };
}

type Dirty = Partial<Record<keyof PlanningInfoValues, boolean | undefined>>;

/** Only what the user changed is sent: a field another user changed meanwhile is not
 * overwritten with this form's stale copy. Empty text clears the field (null). */
export function planningPatch(values: PlanningInfoValues, dirty: Dirty, timeZone: string): PlanningChanges {
  const patch: PlanningChanges = {};
  if (dirty.start_date || dirty.start_time) patch.start = fromZonedParts(values.start_date, values.start_time, timeZone) ?? '';
  if (dirty.end_date || dirty.end_time) patch.end = fromZonedParts(values.end_date, values.end_time, timeZone) ?? '';
  if (dirty.description) patch.description = values.description.trim() === '' ? null : values.description;
  if (dirty.po_number) patch.po_number = values.po_number.trim() === '' ? null : values.po_number.trim();
  return patch;
}
