/**
 * Bodies of every planning-domain write (spec section 7 Planning) and the rules of spec section 5
 * that need nothing but the body. The server validates with these, the outbox mutations and the
 * forms import the same schemas, so a field error reads the same everywhere ('required', the
 * shift end's 'not valid ' with its trailing space, verbatim from the spec).
 *
 * Rules that need stored state (start not before the planning start, status of an existing
 * history entry, image entries) are checked by the server; `shiftStartIssue` is exported so the
 * form can apply the planning-start rule with the planning it has locally.
 */
import { z } from 'zod';
import { REQUIRED } from './auth.js';
import { MAX_ID, idTextSchema } from './canonical-id.js';
import { HISTORY_FORM_STATUSES, contractorStatusSchema, planningStatusSchema } from './planning-status.js';
import { planningRowSchema, shiftRowSchema, historyRowSchema } from './entities.js';
import { baseVersionSchema, tempIdSchema } from './write-conflict.js';
import { fixFields, fixRule } from './field/fix.js';

/** Spec section 8, verbatim (the trailing space is part of the message). */
export const SHIFT_END_NOT_VALID = 'not valid ';
export const SHIFT_START_BEFORE_PLANNING = 'must not be before the planning start';
export const BREAK_END_BEFORE_START = 'must not be before the start of the break';
export const BREAK_END_ONLY_FOR_BREAKS = 'only break entries have a break end';

/** 'required' when the value is missing, the rule's own message otherwise. */
const missingOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : message;

const UTC_DATETIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** True when `value` is a real UTC calendar datetime (no 2026-02-30 or 25:00:00). */
export function isUtcDateTime(value: string): boolean {
  const m = UTC_DATETIME.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** UTC `YYYY-MM-DD HH:mm:ss` (spec section 7). Sorts correctly as text, so comparisons are plain. */
export const utcDateTimeSchema = z
  .string({ error: missingOr('expected UTC YYYY-MM-DD HH:mm:ss') })
  .min(1, REQUIRED)
  .max(19, { message: 'expected UTC YYYY-MM-DD HH:mm:ss', abort: true })
  .refine(isUtcDateTime, 'expected UTC YYYY-MM-DD HH:mm:ss');

/** Ids are 32-bit integer columns on PostgreSQL (MAX_ID, in canonical-id.ts). The server refuses
 * larger ids (400) before any query; the schema itself does not, because the engine checks bodies
 * holding temporary ids with large positive placeholders (src-sync/mutations/mutation-input.ts). */
export { MAX_ID };
export const idSchema = z.number({ error: missingOr('expected a positive whole number') }).int('expected a positive whole number').positive('expected a positive whole number');
const optionalText = (max: number) => z.string({ error: 'expected text' }).max(max, `at most ${max} characters`).nullable().optional();

/** Only judged when both are real datetimes: a malformed start is reported once, on start. */
const endAfterStart = (b: { start: string; end: string }) => !isUtcDateTime(b.start) || !isUtcDateTime(b.end) || b.end > b.start;

// --- plannings -----------------------------------------------------------------------------------

/** POST /api/planning (admin): a planning for an existing request; organisation and location are
 * taken from the request, never from the body. */
export const planningCreateSchema = z
  .object({
    request_id: idSchema,
    timeslot_id: idSchema.nullable().optional(),
    request_type: z.string({ error: missingOr('expected text') }).trim().min(1, REQUIRED).max(100, 'at most 100 characters'),
    start: utcDateTimeSchema,
    end: utcDateTimeSchema,
    number_of_agents: z.number({ error: 'expected a whole number' }).int('expected a whole number').min(0, 'must not be negative').max(1000, 'at most 1000').optional(),
    description: optionalText(5000),
    po_number: optionalText(100),
    tempId: tempIdSchema,
  })
  .refine(endAfterStart, { path: ['end'], message: SHIFT_END_NOT_VALID });
export type PlanningCreateBody = z.infer<typeof planningCreateSchema>;

/** PUT /api/planning/{id}: every field optional; absent means unchanged. `status` moves through the
 * state machine of planning-status.ts; cancelling goes through PUT /api/planning/{id}/cancel,
 * because that one notifies the client. `contractor_status` is how the subcontractor a planning is
 * forwarded to accepts or declines it. Unknown keys are ignored (the generic helper may send the
 * whole planning object). `base_version`: see write-conflict.ts. */
export const planningUpdateSchema = z
  .object({
    start: utcDateTimeSchema.optional(),
    end: utcDateTimeSchema.optional(),
    description: optionalText(5000),
    po_number: optionalText(100),
    number_of_agents: z.number({ error: 'expected a whole number' }).int('expected a whole number').min(0, 'must not be negative').max(1000, 'at most 1000').optional(),
    status: planningStatusSchema.optional(),
    contractor_status: contractorStatusSchema.optional(),
    currency: z.literal('EUR', { error: 'only EUR is supported' }).optional(),
    base_version: baseVersionSchema,
  })
  .refine((b) => b.start === undefined || b.end === undefined || endAfterStart({ start: b.start, end: b.end }), { path: ['end'], message: SHIFT_END_NOT_VALID });
export type PlanningUpdateBody = z.infer<typeof planningUpdateSchema>;

/** PUT /api/planning/{id}/cancel and /cancel-forward: no fields, only the version they were based on. */
export const planningActionSchema = z.object({ base_version: baseVersionSchema });
export type PlanningActionBody = z.infer<typeof planningActionSchema>;

/** DELETE /api/planning (admin): spec section 7, "Delete planning sends a planning_id list". */
export const planningDeleteSchema = z.object({
  planning_id: z.array(idSchema, { error: missingOr('expected a list of planning ids') }).min(1, REQUIRED).max(500, 'at most 500 plannings at once'),
});
export type PlanningDeleteBody = z.infer<typeof planningDeleteSchema>;

/** POST /api/planning/forward (admin). Only slots with a subcontractor are sent (spec section 5).
 * `remove_shifts` defaults to false: the server never deletes shifts it was not asked to. */
export const planningForwardSchema = z.object({
  forwarded: z
    .array(z.object({ planning_id: idSchema, subcontractor_id: idSchema }), { error: missingOr('expected a list') })
    .min(1, REQUIRED)
    .max(100, 'at most 100 plannings at once')
    .refine((list) => new Set(list.map((f) => f.planning_id)).size === list.length, 'each planning at most once'),
  remove_shifts: z.boolean({ error: 'expected true or false' }).default(false),
});
export type PlanningForwardBody = z.infer<typeof planningForwardSchema>;

// --- shifts --------------------------------------------------------------------------------------

const shiftTimes = { start: utcDateTimeSchema, end: utcDateTimeSchema };
const endIssue = { path: ['end'], message: SHIFT_END_NOT_VALID };
const agentIds = z
  .array(idSchema, { error: 'expected a list of agent ids' })
  .max(200, 'at most 200 agents')
  .transform((ids) => [...new Set(ids)]);

/** POST /api/shifts. `subcontractor_id` may be chosen by an admin only (spec section 6); absent,
 * the shift belongs to the subcontractor the planning is forwarded to. */
export const shiftCreateSchema = z
  .object({
    ...shiftTimes,
    planning_id: idSchema,
    request_id: idSchema,
    subcontractor_id: idSchema.nullable().optional(),
    agents: agentIds.optional(),
    tempId: tempIdSchema,
  })
  .refine(endAfterStart, endIssue);
export type ShiftCreateBody = z.infer<typeof shiftCreateSchema>;

/** PUT /api/shifts/{id}: only the fields that change. A shift never moves to another planning:
 * planning_id and request_id, when sent, must be the shift's own. Agents change as additions and
 * removals (`agents_added`, `agents_removed`), applied as set operations, so an agent someone
 * else added meanwhile stays; `agents` (the spec's generic payload) replaces the whole set
 * instead, and cannot be combined with them. `base_version`: see write-conflict.ts. */
export const shiftUpdateSchema = z
  .object({
    start: utcDateTimeSchema.optional(),
    end: utcDateTimeSchema.optional(),
    planning_id: idSchema.optional(),
    request_id: idSchema.optional(),
    subcontractor_id: idSchema.nullable().optional(),
    agents: agentIds.optional(),
    agents_added: agentIds.optional(),
    agents_removed: agentIds.optional(),
    base_version: baseVersionSchema,
  })
  .refine((b) => b.start === undefined || b.end === undefined || endAfterStart({ start: b.start, end: b.end }), endIssue)
  .refine((b) => b.agents === undefined || (b.agents_added === undefined && b.agents_removed === undefined), {
    path: ['agents'],
    message: 'send either agents or agents_added and agents_removed',
  });
export type ShiftUpdateBody = z.infer<typeof shiftUpdateSchema>;

/** Spec section 5: a shift starts no earlier than its planning. Null when fine. */
export function shiftStartIssue(shiftStart: string, planningStart: string): string | null {
  return shiftStart < planningStart ? SHIFT_START_BEFORE_PLANNING : null;
}

// --- planning history ----------------------------------------------------------------------------

const historyFields = {
  shift_id: idSchema,
  agent_id: idSchema,
  created_at: utcDateTimeSchema,
  break_finished_at: utcDateTimeSchema.nullable().optional(),
  break_reason: optionalText(1000),
  note: optionalText(5000),
  cost: z.number({ error: 'expected a number' }).min(0, 'must not be negative').max(1_000_000, 'too large').nullable().optional(),
  /** Derived from the shift; when sent they must match it. */
  planning_id: idSchema.optional(),
  request_id: idSchema.optional(),
};

const historyStatus = z.enum(HISTORY_FORM_STATUSES, { error: missingOr(`expected one of ${HISTORY_FORM_STATUSES.join(', ')}`) });

function breakRules(b: { status?: string | undefined; created_at?: string | undefined; break_finished_at?: string | null | undefined }, ctx: z.RefinementCtx): void {
  if (b.break_finished_at === undefined || b.break_finished_at === null) return;
  if (b.status !== undefined && b.status !== 'break') {
    ctx.addIssue({ code: 'custom', path: ['break_finished_at'], message: BREAK_END_ONLY_FOR_BREAKS });
  } else if (b.created_at !== undefined && isUtcDateTime(b.break_finished_at) && isUtcDateTime(b.created_at) && b.break_finished_at < b.created_at) {
    ctx.addIssue({ code: 'custom', path: ['break_finished_at'], message: BREAK_END_BEFORE_START });
  }
}

/** A note entry is its note: one with none (or only spaces) says nothing on the timeline. A
 * note left out is none on a create, and the stored one (unchanged) on an update. */
function noteRule(leftOut: 'none' | 'unchanged') {
  return (b: { status?: string | undefined; note?: string | null | undefined }, ctx: z.RefinementCtx): void => {
    const note = b.note === undefined && leftOut === 'none' ? null : b.note;
    if (b.status === 'note' && note !== undefined && (note ?? '').trim() === '') ctx.addIssue({ code: 'custom', path: ['note'], message: REQUIRED });
  };
}

/** POST /api/planning/history. An image entry is created here and gets its file through
 * POST /api/planning/history/image/{historyId}. */
export const historyCreateSchema = z
  .object({ ...historyFields, status: historyStatus, tempId: tempIdSchema })
  .superRefine(breakRules)
  .superRefine(noteRule('none'));
export type HistoryCreateBody = z.infer<typeof historyCreateSchema>;

/** POST /api/agent/request/history: an agent posting for themself; agent_id defaults to theirs.
 * `created_at` is the phone's time of the event; the server stores its own receive time beside it.
 * A Start or End carries the phone's geolocation fix when it had one (field/geofence.ts). */
export const agentHistoryCreateSchema = z
  .object({
    ...historyFields,
    agent_id: idSchema.optional(),
    status: historyStatus,
    tempId: tempIdSchema,
    ...fixFields,
  })
  .superRefine(breakRules)
  .superRefine(noteRule('none'))
  .superRefine(fixRule);
export type AgentHistoryCreateBody = z.infer<typeof agentHistoryCreateSchema>;

/** PUT /api/planning/history/{id}: only the fields that change. `status` may be sent but must be
 * the entry's own: the status of an existing entry cannot change (spec section 4). The break
 * rules are checked again by the server against the stored entry. `base_version`: see
 * write-conflict.ts. */
export const historyUpdateSchema = z
  .object({
    ...historyFields,
    shift_id: historyFields.shift_id.optional(),
    agent_id: historyFields.agent_id.optional(),
    created_at: historyFields.created_at.optional(),
    status: historyStatus.optional(),
    base_version: baseVersionSchema,
  })
  .superRefine(breakRules)
  .superRefine(noteRule('unchanged'));
export type HistoryUpdateBody = z.infer<typeof historyUpdateSchema>;

/** Non-file fields of POST /api/planning/history/image/{historyId} (multipart strings). */
export const historyImageFieldsSchema = z.object({
  agent_id: idTextSchema.optional(),
});
export type HistoryImageFields = z.infer<typeof historyImageFieldsSchema>;

// --- responses -----------------------------------------------------------------------------------

/** Every planning-domain write answers `{ data }` with the wire row(s) as the change feed sends
 * them, plus `deleted` (ids per entity) when the write removed rows, so the outbox can apply its
 * own result at once without waiting for the pull. */
const deletedSchema = z.object({
  plannings: z.array(z.number().int()).optional(),
  shifts: z.array(z.number().int()).optional(),
  planning_history: z.array(z.number().int()).optional(),
});
export const planningWriteResultSchema = z.object({ data: planningRowSchema, deleted: deletedSchema.optional() });
export const planningsWriteResultSchema = z.object({ data: z.array(planningRowSchema), deleted: deletedSchema.optional() });
export const shiftWriteResultSchema = z.object({ data: shiftRowSchema });
export const historyWriteResultSchema = z.object({ data: historyRowSchema });
export const deleteResultSchema = z.object({ data: z.null(), deleted: deletedSchema });
export type WriteDeleted = z.infer<typeof deletedSchema>;
