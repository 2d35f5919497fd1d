/**
 * Changing a pending order (PUT /api/requests/{id}), the way every write of Vigil goes
 * (ARCHITECTURE.md "Versions and conflicts"): only the parts the user changed, and the version of
 * the request the change was based on. Each key is one conflict field of the request:
 *
 *   { branch_id?, location_id?, po_number?, note?,
 *     equipment?: [{ equipment_id, quantity }],     // the whole list when a line changed
 *     timeslots?: [timeslot, …],                     // the whole list when a timeslot changed,
 *                                                    // each kept one with its id
 *     base_version?, currency? }
 *
 * An edit of the timeslots based on an older version than another user's edit of them is a 409
 * write_conflict, while a new PO number from staff and new timeslots from the client both stay.
 * "Take theirs" drops the conflicting keys from the write, like every other write's fields.
 */
import { z } from 'zod';
import { idSchema } from './planning-writes.js';
import { MAX_EQUIPMENT_LINES, MAX_TIMESLOTS, equipmentLineSchema, timeslotInputSchema } from './request-writes.js';
import { MAX_NAME, MAX_NOTE } from './text-limits.js';
import { baseVersionSchema } from './write-conflict.js';

const optionalText = (max: number) => z.string({ error: 'expected text' }).max(max, `at most ${max} characters`).nullable().optional();

export const requestUpdateSchema = z.object({
  /** A request stays with its client: accepted only as the request's own. */
  client_id: idSchema.optional(),
  branch_id: idSchema.nullable().optional(),
  location_id: idSchema.optional(),
  po_number: optionalText(MAX_NAME),
  note: optionalText(MAX_NOTE),
  equipment: z.array(equipmentLineSchema, { error: 'expected a list' }).max(MAX_EQUIPMENT_LINES, `at most ${MAX_EQUIPMENT_LINES}`).optional(),
  timeslots: z.array(timeslotInputSchema, { error: 'expected a list of timeslots' }).max(MAX_TIMESLOTS, `at most ${MAX_TIMESLOTS} timeslots`).optional(),
  currency: z.literal('EUR', { error: 'only EUR is supported' }).optional(),
  base_version: baseVersionSchema,
});
export type RequestUpdateBody = z.infer<typeof requestUpdateSchema>;
export type RequestUpdateInput = z.input<typeof requestUpdateSchema>;

/** The conflict fields of a request a change can name (every key but the version and currency). */
export const REQUEST_CHANGE_FIELDS = ['branch_id', 'location_id', 'po_number', 'note', 'equipment', 'timeslots'] as const;

/** Cancelling a request: only the version it was based on (its `status` is the field). */
export const requestActionSchema = z.object({ base_version: baseVersionSchema });

/** The conflict fields a change names. */
export function requestChangeFields(body: RequestUpdateBody): string[] {
  return REQUEST_CHANGE_FIELDS.filter((field) => body[field] !== undefined);
}
