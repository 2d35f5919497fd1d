/**
 * Ordering guarding (spec section 7 "Create request"): the request object plus the planning
 * array of timeslots, currency fixed EUR.
 *
 *   POST /api/requests      { request: { client_id, branch_id, location_id, po_number, note,
 *                                         equipment: [{ equipment_id, quantity }] },
 *                             planning: [{ start, end, continuous, request_type, note,
 *                                          timeslots: [{ day, start, end, agents }] }],
 *                             currency: 'EUR', tempId }
 *   PUT  /api/requests/{id} the same body; a timeslot carrying the `id` of one of the request's
 *                           own timeslots changes it, one without an id is new, and the
 *                           request's timeslots left out are removed
 *   PUT  /api/requests/{id}/cancel
 *
 * Two layers, so that the server can tell a malformed body (400) from a well-formed order that
 * breaks a rule (422, as every refusal of the order itself): `requestBodyShape` says what each
 * field is; `requestRuleIssues` says what an order must be (at least one timeslot, each ending no
 * earlier than it starts, …). The form and the engine parse with `requestBodySchema`, which is
 * both. Rules that need stored rows (the branch is the client's, the location the branch's, the
 * equipment exists, the start is not in the location's past) are in `requestRelationIssues` and
 * `pastStartIssues`, fed by whoever holds the rows: the server's tables or the device's copies.
 */
import { z } from 'zod';
import { REQUIRED } from './auth.js';
import { JOB_CATEGORIES, WEEKDAYS } from './planning-status.js';
import { idSchema } from './planning-writes.js';
import { MAX_NAME, MAX_NOTE } from './text-limits.js';
import { isCalendarDate, isClockTime, periodDays, timeslotDays, timeslotPlannings, todayIn, type TimeslotDayLine } from './timeslot-calendar.js';

export const MAX_TIMESLOTS = 50;
export const MAX_TIMESLOT_DAYS = 366;
export const MAX_REQUEST_PLANNINGS = 2000;
export const MAX_AGENTS_PER_DAY = 100;
export const MAX_EQUIPMENT_LINES = 50;
export const MAX_EQUIPMENT_QUANTITY = 999;

// Rule messages (English on the wire; the UI maps each to its catalogue, src/i18n/field-messages.ts).
export const TIMESLOT_REQUIRED = 'add at least one timeslot';
export const TIMESLOT_ENDS_BEFORE_START = 'ends before it starts';
export const TIMESLOT_START_IN_PAST = 'must not be in the past';
export const TIMESLOT_TODAY_OVER = 'today’s hours are already over: start tomorrow';
export const TIMESLOT_TOO_LONG = `at most ${MAX_TIMESLOT_DAYS} days`;
export const TIMESLOT_DAY_REQUIRED = 'choose at least one day';
export const TIMESLOT_DAY_ONCE = 'each day at most once';
export const TIMESLOT_NO_DAY_IN_PERIOD = 'none of the chosen days falls between the start and end dates';
export const TOO_MANY_PLANNINGS = `at most ${MAX_REQUEST_PLANNINGS} plannings per request`;
export const EQUIPMENT_ONCE = 'each equipment at most once';
export const NOT_A_DATE = 'expected a date YYYY-MM-DD';
export const NOT_A_TIME = 'expected a time HH:mm';
export const UNKNOWN_CLIENT = 'no such client';
export const BRANCH_NOT_OF_CLIENT = 'not a branch of this client';
export const LOCATION_NOT_OF_CLIENT = 'not a location of this client';
export const LOCATION_NOT_OF_BRANCH = 'not a location of this branch';
export const UNKNOWN_EQUIPMENT = 'no such equipment';

const missingOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : message;

const calendarDate = z
  .string({ error: missingOr(NOT_A_DATE) })
  .min(1, REQUIRED)
  .max(10, { message: NOT_A_DATE, abort: true })
  .refine(isCalendarDate, NOT_A_DATE);

const clockTime = z
  .string({ error: missingOr(NOT_A_TIME) })
  .min(1, REQUIRED)
  .max(5, { message: NOT_A_TIME, abort: true })
  .refine(isClockTime, NOT_A_TIME);

const optionalText = (max: number) => z.string({ error: 'expected text' }).max(max, `at most ${max} characters`).nullable().optional();
const wholeNumber = (min: number, max: number) =>
  z.number({ error: missingOr('expected a whole number') }).int('expected a whole number').min(min, `at least ${min}`).max(max, `at most ${max}`);

/** One line of the weekday pattern (spec: `timeslots`, Monday to Sunday). */
export const timeslotDayInputSchema = z.object({
  day: z.enum(WEEKDAYS, { error: missingOr(`expected one of ${WEEKDAYS.join(', ')}`) }),
  start: clockTime,
  end: clockTime,
  agents: wholeNumber(1, MAX_AGENTS_PER_DAY),
});

/** `continuous` arrives as the spec's 0/1 or as a boolean; it is kept as 0/1. */
const continuousFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'expected true or false' })
  .transform((value): 0 | 1 => (value === true || value === 1 ? 1 : 0));

export const timeslotInputSchema = z.object({
  /** Editing: one of the request's own timeslots. */
  id: idSchema.optional(),
  start: calendarDate,
  end: calendarDate,
  continuous: continuousFlag.default(0),
  request_type: z.enum(JOB_CATEGORIES, { error: missingOr(`expected one of ${JOB_CATEGORIES.join(', ')}`) }),
  note: optionalText(MAX_NOTE),
  timeslots: z.array(timeslotDayInputSchema, { error: missingOr('expected a list') }).max(WEEKDAYS.length, `at most ${WEEKDAYS.length} days`),
});
export type TimeslotInput = z.infer<typeof timeslotInputSchema>;

export const equipmentLineSchema = z.object({
  equipment_id: idSchema,
  quantity: wholeNumber(1, MAX_EQUIPMENT_QUANTITY).default(1),
});

export const requestFieldsSchema = z.object({
  client_id: idSchema,
  branch_id: idSchema.nullable().optional(),
  location_id: idSchema,
  po_number: optionalText(MAX_NAME),
  note: optionalText(MAX_NOTE),
  equipment: z.array(equipmentLineSchema, { error: 'expected a list' }).max(MAX_EQUIPMENT_LINES, `at most ${MAX_EQUIPMENT_LINES}`).default([]),
});

/** What each field is; the rules of an order come on top (requestBodySchema). */
export const requestBodyShape = z.object({
  request: requestFieldsSchema,
  planning: z.array(timeslotInputSchema, { error: missingOr('expected a list of timeslots') }).max(MAX_TIMESLOTS, `at most ${MAX_TIMESLOTS} timeslots`),
  currency: z.literal('EUR', { error: 'only EUR is supported' }).optional(),
  /** The spec's tempId of a request created offline; the server keeps it on the row. */
  tempId: z.string({ error: 'expected text' }).max(100, 'at most 100 characters').optional(),
});
export type RequestBody = z.infer<typeof requestBodyShape>;
export type RequestBodyInput = z.input<typeof requestBodyShape>;

export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

/** One timeslot's own rules (paths relative to the timeslot). */
export function timeslotRuleIssues(slot: Pick<TimeslotInput, 'start' | 'end' | 'timeslots'>): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const datesKnown = isCalendarDate(slot.start) && isCalendarDate(slot.end);
  const days = periodDays(slot.start, slot.end);
  if (datesKnown && slot.end < slot.start) issues.push({ path: ['end'], message: TIMESLOT_ENDS_BEFORE_START });
  else if (days > MAX_TIMESLOT_DAYS) issues.push({ path: ['end'], message: TIMESLOT_TOO_LONG });
  if (slot.timeslots.length === 0) issues.push({ path: ['timeslots'], message: TIMESLOT_DAY_REQUIRED });
  else if (new Set(slot.timeslots.map((line) => line.day)).size !== slot.timeslots.length) issues.push({ path: ['timeslots'], message: TIMESLOT_DAY_ONCE });
  else if (days > 0 && days <= MAX_TIMESLOT_DAYS && timeslotDays({ ...slot, continuous: 0 }).length === 0) {
    issues.push({ path: ['timeslots'], message: TIMESLOT_NO_DAY_IN_PERIOD });
  }
  return issues;
}

/** The rules of an order that need nothing but the body. */
export function requestRuleIssues(body: Pick<RequestBody, 'planning'> & { request: Pick<RequestBody['request'], 'equipment'> }): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (body.planning.length === 0) issues.push({ path: ['planning'], message: TIMESLOT_REQUIRED });
  body.planning.forEach((slot, index) => {
    for (const issue of timeslotRuleIssues(slot)) issues.push({ path: ['planning', index, ...issue.path], message: issue.message });
  });
  const plannings = body.planning.reduce(
    (sum, slot) => sum + (periodDays(slot.start, slot.end) <= MAX_TIMESLOT_DAYS ? timeslotDays({ ...slot, continuous: 0 }).length : 0),
    0,
  );
  if (plannings > MAX_REQUEST_PLANNINGS) issues.push({ path: ['planning'], message: TOO_MANY_PLANNINGS });
  const equipment = body.request.equipment.map((line) => line.equipment_id);
  if (new Set(equipment).size !== equipment.length) issues.push({ path: ['request', 'equipment'], message: EQUIPMENT_ONCE });
  return issues;
}

/** Shape and rules: what the form and the engine check before anything is queued. */
export const requestBodySchema = requestBodyShape.superRefine((body, ctx) => {
  for (const issue of requestRuleIssues(body)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/** Timeslots that start before today at the location, or start today with today's hours
 * already over (ordered at 20:42 for 08:00-18:00: a planning that ended before it was asked for).
 * A timeslot kept unchanged from before (`unchanged(id)`) may lie in the past: editing a request
 * must not fail on a timeslot nobody touched. */
/** What the past check reads of a timeslot (the form's values or the wire's). */
interface DatedTimeslot {
  start: string;
  id?: number | undefined;
  continuous?: boolean | 0 | 1 | undefined;
  timeslots: readonly TimeslotDayLine[];
}

export function pastStartIssues(
  planning: readonly DatedTimeslot[],
  timeZone: string,
  now: number,
  unchanged: (id: number) => boolean = () => false,
): RuleIssue[] {
  const today = todayIn(timeZone, now);
  return planning.flatMap((slot, index) => {
    if (!isCalendarDate(slot.start) || (slot.id !== undefined && unchanged(slot.id))) return [];
    if (slot.start < today) return [{ path: ['planning', index, 'start'], message: TIMESLOT_START_IN_PAST }];
    return slot.start === today && todayOver(slot, timeZone, now) ? [{ path: ['planning', index, 'start'], message: TIMESLOT_TODAY_OVER }] : [];
  });
}

/** Whether the timeslot asks for today and every planning it makes today has ended by `now`. */
function todayOver(slot: DatedTimeslot, timeZone: string, now: number): boolean {
  const lines = slot.timeslots.filter((line) => isClockTime(line.start) && isClockTime(line.end));
  const today = timeslotPlannings({ start: slot.start, end: slot.start, continuous: slot.continuous ?? false, timeslots: lines }, timeZone);
  const nowWire = new Date(now).toISOString().slice(0, 19).replace('T', ' ');
  return today.length > 0 && today.every((planning) => planning.end <= nowWire);
}

/** The rows an order names, as whoever checks it holds them (absent: unknown there). */
export interface RequestRelations {
  client: { id: number } | undefined;
  branch: { id: number; client_id: number } | undefined;
  location: { id: number; client_id: number | null; branch_id: number | null } | undefined;
  /** Equipment ids that exist. */
  equipment: ReadonlySet<number>;
}

/** Client -> branch -> location belong together, and every equipment line names catalogue equipment. */
export function requestRelationIssues(fields: Pick<RequestBody['request'], 'client_id' | 'branch_id' | 'location_id' | 'equipment'>, rows: RequestRelations): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const branchId = fields.branch_id ?? null;
  if (!rows.client) issues.push({ path: ['request', 'client_id'], message: UNKNOWN_CLIENT });
  if (branchId !== null && rows.branch?.client_id !== fields.client_id) issues.push({ path: ['request', 'branch_id'], message: BRANCH_NOT_OF_CLIENT });
  if (rows.location?.client_id !== fields.client_id) issues.push({ path: ['request', 'location_id'], message: LOCATION_NOT_OF_CLIENT });
  else if (rows.location.branch_id !== branchId) issues.push({ path: ['request', 'location_id'], message: LOCATION_NOT_OF_BRANCH });
  fields.equipment.forEach((line, index) => {
    if (!rows.equipment.has(line.equipment_id)) issues.push({ path: ['request', 'equipment', index, 'equipment_id'], message: UNKNOWN_EQUIPMENT });
  });
  return issues;
}

export const issuePath = (issue: RuleIssue): string => issue.path.map(String).join('.');

/** A timeslot as stored: its days as asked for and its weekday pattern. */
export interface StoredTimeslot {
  start_date: string | null;
  end_date: string | null;
  continuous: number;
  request_type: string;
  note: string | null;
  timeslots: readonly unknown[];
}

/** Whether a timeslot of a change asks for anything other than the stored one (then its
 * plannings are made again; otherwise they stay, with their shifts). */
export function timeslotChanged(stored: StoredTimeslot, slot: Pick<TimeslotInput, 'start' | 'end' | 'continuous' | 'request_type' | 'note' | 'timeslots'>): boolean {
  return (
    stored.start_date !== slot.start ||
    stored.end_date !== slot.end ||
    stored.continuous !== slot.continuous ||
    stored.request_type !== slot.request_type ||
    (stored.note ?? null) !== (slot.note ?? null) ||
    JSON.stringify(stored.timeslots) !== JSON.stringify(slot.timeslots)
  );
}
