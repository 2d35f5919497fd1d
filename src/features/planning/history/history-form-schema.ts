/**
 * The History Details form's rules (spec section 5): shift, agent, status (new entries only) and
 * created-at are required ('required'), and a note entry its note; the image picker shows for
 * status image, and a new image entry needs its image (an image entry cannot be edited later, so
 * it could never get one). A break may end, never before it started. Created-at reads
 * YYYY/MM/DD HH:mm (spec section 9) in the location's zone. The mutations check the body again
 * with the shared history schemas.
 */
import { z } from 'zod';
import { BREAK_END_BEFORE_START, REQUIRED } from '../../../../src-sync/index.js';
import { padTypedDate, padTypedTime, parseTypedDate, parseTypedTime, typedToUtcWire } from '../format/index.js';

export const EXPECTED_HISTORY_DATE = 'expected YYYY/MM/DD';
export const EXPECTED_HISTORY_TIME = 'expected HH:mm (24-hour)';
export const EXPECTED_COST = 'expected an amount of at least 0';

export interface HistoryFormValues {
  shift_id: string;
  agent_id: string;
  status: string;
  /** YYYY/MM/DD and HH:mm, in the location's zone. */
  created_date: string;
  created_time: string;
  note: string;
  break_reason: string;
  break_end_date: string;
  break_end_time: string;
  cost: string;
  image: File | null;
}

export function isHistoryDate(value: string): boolean {
  return parseTypedDate(value, 'year-first') !== null;
}

export function isHistoryTime(value: string): boolean {
  return parseTypedTime(value) !== null;
}

/** Date and time typed in the location's zone as a UTC wire datetime, or null. */
export function historyPartsToUtc(date: string, time: string, timeZone: string): string | null {
  return typedToUtcWire(date, time, timeZone, 'year-first');
}

/** The padded form of a typed date or time (2026/3/1 -> 2026/03/01); unchanged when invalid. */
export const normalizeHistoryDate = (value: string): string => padTypedDate(value, 'year-first');
export const normalizeHistoryTime = (value: string): string => padTypedTime(value);

type Ctx = z.RefinementCtx;

function dateTime(values: HistoryFormValues, ctx: Ctx, date: 'created_date' | 'break_end_date', time: 'created_time' | 'break_end_time', required: boolean): void {
  for (const [key, valid, message] of [
    [date, isHistoryDate, EXPECTED_HISTORY_DATE],
    [time, isHistoryTime, EXPECTED_HISTORY_TIME],
  ] as const) {
    const value = values[key].trim();
    if (value === '') {
      if (required) ctx.addIssue({ code: 'custom', path: [key], message: REQUIRED });
    } else if (!valid(value)) {
      ctx.addIssue({ code: 'custom', path: [key], message });
    }
  }
}

export function historyFormSchema(rules: { editing: boolean; timeZone: string }) {
  return z
    .object({
      shift_id: z.string(),
      agent_id: z.string(),
      status: z.string(),
      created_date: z.string(),
      created_time: z.string(),
      note: z.string(),
      break_reason: z.string(),
      break_end_date: z.string(),
      break_end_time: z.string(),
      cost: z.string(),
      image: z.custom<File | null>((value) => value === null || (typeof value === 'object' && 'size' in value)),
    })
    .superRefine((values, ctx) => {
      for (const key of ['shift_id', 'agent_id'] as const) if (values[key] === '') ctx.addIssue({ code: 'custom', path: [key], message: REQUIRED });
      if (!rules.editing && values.status === '') ctx.addIssue({ code: 'custom', path: ['status'], message: REQUIRED });
      dateTime(values, ctx, 'created_date', 'created_time', true);
      if (values.status === 'break' && (values.break_end_date.trim() !== '' || values.break_end_time.trim() !== '')) {
        dateTime(values, ctx, 'break_end_date', 'break_end_time', true);
        const start = historyPartsToUtc(values.created_date, values.created_time, rules.timeZone);
        const end = historyPartsToUtc(values.break_end_date, values.break_end_time, rules.timeZone);
        if (start !== null && end !== null && end < start) ctx.addIssue({ code: 'custom', path: ['break_end_time'], message: BREAK_END_BEFORE_START });
      }
      if (values.status === 'note' && values.note.trim() === '') ctx.addIssue({ code: 'custom', path: ['note'], message: REQUIRED });
      if (values.status === 'cost' && values.cost.trim() !== '') {
        const amount = Number(values.cost.replace(',', '.'));
        if (!Number.isFinite(amount) || amount < 0) ctx.addIssue({ code: 'custom', path: ['cost'], message: EXPECTED_COST });
      }
      if (!rules.editing && values.status === 'image' && values.image === null) ctx.addIssue({ code: 'custom', path: ['image'], message: REQUIRED });
    });
}
