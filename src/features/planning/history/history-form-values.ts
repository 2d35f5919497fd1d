/** Between a history entry (UTC wire values) and the form (location-zone text), both ways. */
import { historyFormStatusSchema, type HistoryCreateBody, type HistoryRow, type HistoryChanges } from '../../../../src-sync/index.js';
import { utcWireInZone } from '../format/index.js';
import { historyPartsToUtc, type HistoryFormValues } from './history-form-schema.js';

function parts(utc: string | null, timeZone: string): { date: string; time: string } {
  if (utc === null) return { date: '', time: '' };
  const value = utcWireInZone(utc, timeZone);
  return value.isValid ? { date: value.toFormat('yyyy/MM/dd'), time: value.toFormat('HH:mm') } : { date: '', time: '' };
}

/** A new entry: the only shift and its only agent preselected, created now. */
export function newHistoryValues(shifts: readonly { id: number; agents: readonly { id: number }[] }[], timeZone: string, onlyAgent: number | null, now: string): HistoryFormValues {
  const shift = shifts.length === 1 ? shifts[0] : undefined;
  const agents = shift?.agents.filter((agent) => onlyAgent === null || agent.id === onlyAgent) ?? [];
  const created = parts(now, timeZone);
  return {
    shift_id: shift ? String(shift.id) : '',
    agent_id: agents.length === 1 && agents[0] ? String(agents[0].id) : '',
    status: '',
    created_date: created.date,
    created_time: created.time,
    note: '',
    break_reason: '',
    break_end_date: '',
    break_end_time: '',
    cost: '',
    image: null,
  };
}

export function historyValues(entry: HistoryRow, timeZone: string): HistoryFormValues {
  const created = parts(entry.created_at, timeZone);
  const breakEnd = parts(entry.break_finished_at, timeZone);
  return {
    shift_id: entry.shift_id === null ? '' : String(entry.shift_id),
    agent_id: entry.agent_id === null ? '' : String(entry.agent_id),
    status: entry.status,
    created_date: created.date,
    created_time: created.time,
    note: entry.note ?? '',
    break_reason: entry.break_reason ?? '',
    break_end_date: breakEnd.date,
    break_end_time: breakEnd.time,
    cost: entry.cost === null ? '' : String(entry.cost),
    image: null,
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The fields both writes send; break and cost fields only for their own status. */
function common(values: HistoryFormValues, status: string, timeZone: string) {
  const breakEnd = historyPartsToUtc(values.break_end_date, values.break_end_time, timeZone);
  return {
    shift_id: Number(values.shift_id),
    agent_id: Number(values.agent_id),
    created_at: historyPartsToUtc(values.created_date, values.created_time, timeZone) ?? '',
    note: orNull(values.note),
    ...(status === 'break' ? { break_reason: orNull(values.break_reason), break_finished_at: breakEnd } : {}),
    ...(status === 'cost' ? { cost: values.cost.trim() === '' ? null : Number(values.cost.replace(',', '.')) } : {}),
  };
}

export function toCreateBody(values: HistoryFormValues, timeZone: string): HistoryCreateBody {
  return { ...common(values, values.status, timeZone), status: historyFormStatusSchema.parse(values.status) };
}

export function toUpdateBody(values: HistoryFormValues, entry: HistoryRow, timeZone: string): HistoryChanges {
  return common(values, entry.status, timeZone);
}
