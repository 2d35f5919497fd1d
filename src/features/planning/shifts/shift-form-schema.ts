/**
 * The Shift Details form's rules (spec section 5), with the spec's messages: 'required' on each
 * required field, the start not before the planning start, the end date not before the start
 * date, and the end strictly after the start, else 'not valid ' (trailing space, verbatim).
 * The mutation checks the same body again with the shared shiftCreateSchema / shiftUpdateSchema.
 *
 * Every check lives in one superRefine over plain strings, so all messages appear together on
 * submit (zod skips object refinements once a field has failed).
 */
import { z } from 'zod';
import { REQUIRED, SHIFT_END_NOT_VALID, SHIFT_START_BEFORE_PLANNING } from '../../../../src-sync/index.js';
import { fromZonedParts, isPickerDate, isPickerTime, pickerDay, toZonedParts } from '../details/zoned-date-time.js';
import { EXPECTED_PICKER_DATE } from '../../../shared/forms/picker-messages.js';

export const END_DATE_BEFORE_START = 'must not be before the start date';

export const EXPECTED_TIME = 'expected HH:mm (24-hour)';

export interface ShiftFormValues {
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  /** '' = no subcontractor; only sent when the user may choose one (admin). */
  subcontractor_id: string;
  agents: number[];
}

export interface ShiftRulesContext {
  /** The planning's start (UTC wire datetime) and its location's zone. */
  planningStart: string;
  timeZone: string;
}

type Ctx = z.RefinementCtx;
type DateTimeKey = 'start_date' | 'start_time' | 'end_date' | 'end_time';

function checkPresent(values: ShiftFormValues, ctx: Ctx): void {
  const fields: [DateTimeKey, (v: string) => boolean, string][] = [
    ['start_date', isPickerDate, EXPECTED_PICKER_DATE],
    ['start_time', isPickerTime, EXPECTED_TIME],
    ['end_date', isPickerDate, EXPECTED_PICKER_DATE],
    ['end_time', isPickerTime, EXPECTED_TIME],
  ];
  for (const [key, valid, message] of fields) {
    const value = values[key].trim();
    if (value === '') ctx.addIssue({ code: 'custom', path: [key], message: REQUIRED });
    else if (!valid(value)) ctx.addIssue({ code: 'custom', path: [key], message });
  }
}

/** Start not before the planning start: the full instant when the time is known, else the day. */
function checkStart(values: ShiftFormValues, rules: ShiftRulesContext, ctx: Ctx): void {
  const start = fromZonedParts(values.start_date, values.start_time, rules.timeZone);
  const startDay = pickerDay(values.start_date);
  const planningDay = pickerDay(toZonedParts(rules.planningStart, rules.timeZone).date);
  const tooEarly = start !== null ? start < rules.planningStart : startDay !== null && planningDay !== null && startDay < planningDay;
  if (tooEarly) ctx.addIssue({ code: 'custom', path: ['start_date'], message: SHIFT_START_BEFORE_PLANNING });
}

function checkEnd(values: ShiftFormValues, rules: ShiftRulesContext, ctx: Ctx): void {
  const startDay = pickerDay(values.start_date);
  const endDay = pickerDay(values.end_date);
  if (startDay !== null && endDay !== null && endDay < startDay) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: END_DATE_BEFORE_START });
    return;
  }
  const start = fromZonedParts(values.start_date, values.start_time, rules.timeZone);
  const end = fromZonedParts(values.end_date, values.end_time, rules.timeZone);
  if (start !== null && end !== null && end <= start) ctx.addIssue({ code: 'custom', path: ['end_time'], message: SHIFT_END_NOT_VALID });
}

export function shiftFormSchema(rules: ShiftRulesContext) {
  return z
    .object({
      start_date: z.string(),
      start_time: z.string(),
      end_date: z.string(),
      end_time: z.string(),
      subcontractor_id: z.string(),
      agents: z.array(z.number().int()),
    })
    .superRefine((values, ctx) => {
      checkPresent(values, ctx);
      checkStart(values, rules, ctx);
      checkEnd(values, rules, ctx);
    });
}
