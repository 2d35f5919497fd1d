/**
 * The order form's values and their way to the wire (spec section 7 "Create request"). Pickers
 * show DD/MM/YYYY (spec section 9) and the wire carries YYYY-MM-DD; the weekday pattern is seven
 * fixed rows (Monday to Sunday), of which the ticked ones are sent. Every rule is the shared one
 * (src-sync/protocol/request-writes.ts: the same rules as the engine and the server, with the
 * same messages), run here on the local copies of clients, branches, locations and equipment, so
 * the form names each broken field before anything is queued.
 */
import {
  JOB_CATEGORIES, NOT_A_TIME, REQUIRED, WEEKDAYS, inputIssues, isClockTime, issuePath, pastStartIssues, requestBodySchema,
  requestRelationIssues, timeslotChanged,
  type BranchRow, type ClientRow, type Local, type LocationRow, type RequestBodyInput, type RequestEquipmentRow,
  type RequestRow, type RequestTimeslotRow, type Weekday,
} from '../../../../src-sync/index.js';
import { padTypedDate, parseTypedDate } from '../../../shared/format/index.js';
import { EXPECTED_PICKER_DATE } from '../../../shared/forms/picker-messages.js';

export interface DayValues {
  day: Weekday;
  on: boolean;
  start: string;
  end: string;
  agents: string;
}

export interface TimeslotValues {
  /** One of the request's own timeslots, when editing. */
  id: number | null;
  /** DD/MM/YYYY */
  start: string;
  end: string;
  continuous: boolean;
  request_type: string;
  note: string;
  days: DayValues[];
}

export interface EquipmentValues {
  equipment_id: string;
  quantity: string;
}

export interface OrderValues {
  client_id: string;
  branch_id: string;
  location_id: string;
  po_number: string;
  note: string;
  equipment: EquipmentValues[];
  timeslots: TimeslotValues[];
}

/** What the rules need of this device's copies. */
export interface OrderContext {
  clients: readonly Local<ClientRow>[];
  branches: readonly Local<BranchRow>[];
  locations: readonly Local<LocationRow>[];
  equipmentIds: ReadonlySet<number>;
  /** Timeslots of the request being edited, as stored (an untouched one may lie in the past). */
  stored?: readonly Local<RequestTimeslotRow>[];
  now?: number;
}

export const JOB_TYPES: readonly string[] = JOB_CATEGORIES;

export function emptyDays(): DayValues[] {
  return WEEKDAYS.map((day) => ({ day, on: false, start: '08:00', end: '18:00', agents: '1' }));
}

export function emptyTimeslot(): TimeslotValues {
  return { id: null, start: '', end: '', continuous: false, request_type: JOB_CATEGORIES[0], note: '', days: emptyDays() };
}

export function emptyOrder(clientId: number | null): OrderValues {
  return { client_id: clientId === null ? '' : String(clientId), branch_id: '', location_id: '', po_number: '', note: '', equipment: [], timeslots: [emptyTimeslot()] };
}

const pickerDate = (wire: string | null): string => (wire ? `${wire.slice(8, 10)}/${wire.slice(5, 7)}/${wire.slice(0, 4)}` : '');

/** A stored request as the form's values (editing a pending order). */
export function orderValuesOf(request: Local<RequestRow>, timeslots: readonly Local<RequestTimeslotRow>[], lines: readonly Local<RequestEquipmentRow>[]): OrderValues {
  return {
    client_id: String(request.client_id),
    branch_id: request.branch_id === null ? '' : String(request.branch_id),
    location_id: String(request.location_id),
    po_number: request.po_number ?? '',
    note: request.note ?? '',
    equipment: lines.map((line) => ({ equipment_id: String(line.equipment_id), quantity: String(line.quantity) })),
    timeslots: timeslots.map((slot) => ({
      id: slot.id,
      start: pickerDate(slot.start_date),
      end: pickerDate(slot.end_date),
      continuous: slot.continuous === 1,
      request_type: slot.request_type,
      note: slot.note ?? '',
      days: emptyDays().map((row) => {
        const line = slot.timeslots.find((l) => l.day === row.day);
        return line ? { day: row.day, on: true, start: line.start, end: line.end, agents: String(line.agents) } : row;
      }),
    })),
  };
}

/** DD/MM/YYYY as YYYY-MM-DD; null when it is no real date. */
export function wireDate(typed: string): string | null {
  const day = parseTypedDate(typed);
  if (!day) return null;
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

const idOrNull = (value: string): number | null => (/^\d+$/.test(value) ? Number(value) : null);
// A signed whole number stays a number, so "-2" is told "at least 1" (the schema's bound) rather than
// "expected a whole number"; anything else (2.5, 1e3, words) is not a count.
const wholeOrNaN = (value: string): number => (/^[-+]?\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);
const padTime = (value: string): string => (/^\d:\d{2}$/.test(value.trim()) ? `0${value.trim()}` : value.trim());

/** The order the engine and the server take (spec section 7: request object plus the planning array). */
export function orderInput(values: OrderValues): RequestBodyInput {
  return {
    request: {
      client_id: idOrNull(values.client_id) ?? 0,
      branch_id: idOrNull(values.branch_id),
      location_id: idOrNull(values.location_id) ?? 0,
      po_number: values.po_number.trim() === '' ? null : values.po_number.trim(),
      note: values.note.trim() === '' ? null : values.note.trim(),
      equipment: values.equipment.map((line) => ({ equipment_id: idOrNull(line.equipment_id) ?? 0, quantity: wholeOrNaN(line.quantity) })),
    },
    planning: values.timeslots.map((slot) => ({
      ...(slot.id === null ? {} : { id: slot.id }),
      start: wireDate(slot.start) ?? slot.start,
      end: wireDate(slot.end) ?? slot.end,
      continuous: slot.continuous ? 1 : 0,
      request_type: slot.request_type as RequestBodyInput['planning'][number]['request_type'],
      note: slot.note.trim() === '' ? null : slot.note.trim(),
      // Continuous: each day runs 24 hours from its start, so its end is its start (the end field
      // is not offered, and a stale or half-typed one must not block the order).
      timeslots: slot.days.filter((day) => day.on).map((day) => ({ day: day.day, start: padTime(day.start), end: padTime(slot.continuous ? day.start : day.end), agents: wholeOrNaN(day.agents) })),
    })),
    currency: 'EUR',
  };
}

export interface FormIssue {
  /** A form path: `location_id`, `timeslots.0.end`, `timeslots.1.days.2.start`, `equipment.0.quantity`. */
  path: string;
  message: string;
}

/** An order path (`planning.0.timeslots.1.start`, `request.location_id`) as the form's field. */
export function formPath(orderPath: string, values: OrderValues): string {
  const request = /^request\.(.+)$/.exec(orderPath);
  if (request) return request[1] ?? orderPath;
  const dayLine = /^planning\.(\d+)\.timeslots\.(\d+)(\..+)?$/.exec(orderPath);
  if (dayLine) {
    const slot = values.timeslots[Number(dayLine[1])];
    const ticked = slot?.days.filter((day) => day.on)[Number(dayLine[2])];
    const row = ticked && slot ? slot.days.indexOf(ticked) : -1;
    return row < 0 ? `timeslots.${dayLine[1]}.days` : `timeslots.${dayLine[1]}.days.${row}${dayLine[3] ?? ''}`;
  }
  return orderPath.replace(/^planning(?=\.|$)/, 'timeslots').replace(/^(timeslots\.\d+)\.timeslots$/, '$1.days');
}

/** What the typed text itself gets wrong (empty, not a date or a time), before the order's rules. */
function typedIssues(values: OrderValues): FormIssue[] {
  const issues: FormIssue[] = [];
  const need = (path: string, value: string) => value.trim() === '' && issues.push({ path, message: REQUIRED });
  need('client_id', values.client_id);
  need('location_id', values.location_id);
  values.equipment.forEach((line, index) => need(`equipment.${index}.equipment_id`, line.equipment_id));
  values.timeslots.forEach((slot, index) => {
    for (const side of ['start', 'end'] as const) {
      const path = `timeslots.${index}.${side}`;
      if (slot[side].trim() === '') issues.push({ path, message: REQUIRED });
      else if (wireDate(slot[side]) === null) issues.push({ path, message: EXPECTED_PICKER_DATE });
    }
    slot.days.forEach((day, row) => {
      if (!day.on) return;
      // A continuous day runs 24 hours from its start: its end is not asked for (nor checked).
      for (const side of slot.continuous ? (['start'] as const) : (['start', 'end'] as const)) {
        const path = `timeslots.${index}.days.${row}.${side}`;
        if (day[side].trim() === '') issues.push({ path, message: REQUIRED });
        else if (!isClockTime(padTime(day[side]))) issues.push({ path, message: NOT_A_TIME });
      }
      if (day.agents.trim() === '') issues.push({ path: `timeslots.${index}.days.${row}.agents`, message: REQUIRED });
    });
  });
  return issues;
}

/** Every issue of the form, each on its field; none: the order may be sent. */
export function orderIssues(values: OrderValues, context: OrderContext): FormIssue[] {
  const typed = typedIssues(values);
  const taken = new Set(typed.map((issue) => issue.path));
  const input = orderInput(values);
  const rules = inputIssues(requestBodySchema, input);
  const fields = input.request;
  const location = context.locations.find((row) => row.id === fields.location_id);
  const relations = requestRelationIssues(
    { client_id: fields.client_id, branch_id: fields.branch_id ?? null, location_id: fields.location_id, equipment: (fields.equipment ?? []).map((line) => ({ equipment_id: line.equipment_id, quantity: line.quantity ?? 1 })) },
    {
      client: context.clients.find((row) => row.id === fields.client_id),
      branch: context.branches.find((row) => row.id === fields.branch_id),
      location,
      equipment: context.equipmentIds,
    },
  ).map((issue) => ({ path: issuePath(issue), message: issue.message }));
  const stored = new Map((context.stored ?? []).map((slot) => [slot.id, slot]));
  const untouched = (id: number) => {
    const slot = input.planning.find((s) => s.id === id);
    const known = stored.get(id);
    // The engine's and the server's test: any change to the timeslot makes it new.
    return slot !== undefined && known !== undefined && !timeslotChanged(known, { ...slot, continuous: slot.continuous ? 1 : 0 });
  };
  const past = location ? pastStartIssues(input.planning, location.timezone, context.now ?? Date.now(), untouched).map((issue) => ({ path: issuePath(issue), message: issue.message })) : [];
  const out = [...typed];
  for (const issue of [...rules, ...relations, ...past]) {
    const path = formPath(issue.path, values);
    // A field already said to be empty or mistyped is not also said to break a rule.
    if (taken.has(path) || fieldsUnder(path, taken)) continue;
    if (issue.path === 'request.location_id' && fields.location_id === 0) continue;
    if (issue.path === 'request.client_id' && fields.client_id === 0) continue;
    taken.add(path);
    out.push({ path, message: issue.message });
  }
  return out;
}

function fieldsUnder(path: string, taken: ReadonlySet<string>): boolean {
  for (const known of taken) if (known.startsWith(`${path}.`)) return true;
  return false;
}

/** Lenient typing, padded when a field is left (1/2/2026 → 01/02/2026, 7:30 → 07:30). */
export const padPickerDate = (value: string): string => padTypedDate(value);
export const padClock = padTime;
