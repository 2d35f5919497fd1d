/**
 * The History Details form's rules (spec section 5): shift, agent, status (new entries only) and
 * created-at are required ('required'); the image picker shows for status image, and a new image
 * entry needs its image (an image entry cannot be edited later, so it could never get one). A
 * break may end, never before it started. Created-at reads YYYY/MM/DD HH:mm (spec section 9) in
 * the location's zone. The mutations check the body again with the shared history schemas.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { BREAK_END_BEFORE_START, REQUIRED } from '../../../../src-sync/index.js';
import { displayZone, toUtcWire } from '../format/index.js';

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

const DATE = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

export function isHistoryDate(value: string): boolean {
  const m = DATE.exec(value.trim());
  return m !== null && DateTime.fromObject({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }).isValid;
}

export function isHistoryTime(value: string): boolean {
  const m = TIME.exec(value.trim());
  return m !== null && Number(m[1]) < 24 && Number(m[2]) < 60;
}

/** Date and time typed in the location's zone as a UTC wire datetime, or null. */
export function historyPartsToUtc(date: string, time: string, timeZone: string): string | null {
  const d = DATE.exec(date.trim());
  const t = TIME.exec(time.trim());
  if (!d || !t) return null;
  const local = DateTime.fromObject(
    { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]), hour: Number(t[1]), minute: Number(t[2]) },
    { zone: displayZone(timeZone) },
  );
  return local.isValid ? toUtcWire(local) : null;
}

/** The padded form of a typed date or time (2026/3/1 -> 2026/03/01); unchanged when invalid. */
export function normalizeHistoryDate(value: string): string {
  const m = DATE.exec(value.trim());
  return m && isHistoryDate(value) ? `${m[1]}/${m[2]?.padStart(2, '0')}/${m[3]?.padStart(2, '0')}` : value;
}

export function normalizeHistoryTime(value: string): string {
  const m = TIME.exec(value.trim());
  return m && isHistoryTime(value) ? `${m[1]?.padStart(2, '0')}:${m[2]}` : value;
}

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
      if (values.status === 'cost' && values.cost.trim() !== '') {
        const amount = Number(values.cost.replace(',', '.'));
        if (!Number.isFinite(amount) || amount < 0) ctx.addIssue({ code: 'custom', path: ['cost'], message: EXPECTED_COST });
      }
      if (!rules.editing && values.status === 'image' && values.image === null) ctx.addIssue({ code: 'custom', path: ['image'], message: REQUIRED });
    });
}
