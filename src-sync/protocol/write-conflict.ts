/**
 * Versions and conflicts of writes (ARCHITECTURE.md, "Versions and conflicts"). Plannings, shifts
 * and history entries carry a `version` the server raises on every change. A write that changes
 * fields of an existing record sends `base_version`: the version of the record the user saw when
 * making the change. When a field it changes was changed by someone else since that version, the
 * server applies nothing and answers 409 `write_conflict` with the record as it is now and, per
 * field, who changed it and when; the user then keeps their value or takes the other one.
 * List fields (a shift's agents) never conflict: they travel as additions and removals.
 *
 * A user's own earlier change is no conflict when it came from the same device (an earlier write
 * of the same queue). From another of the user's devices it is: a description typed offline on a
 * phone must not silently replace the one saved since on the office PC. Each device names itself
 * on every queued write with `Vigil-Device` (chat messages sent ahead of their row excepted: they
 * have no versions); a write without it (another API client) counts all of
 * its user's changes as its own, as before.
 */
import { z } from 'zod';
import { apiErrorSchema } from './errors.js';
import { syncEntitySchema } from './sync.js';
import { MAX_NAME, ROW_TEXT_MAX } from './text-limits.js';

export const WRITE_CONFLICT = 'write_conflict';
export const WRITE_CONFLICT_MESSAGE = 'Someone else changed this since you last saw it.';
/** The same 409 when every field was changed by the caller on another of their devices. */
export const WRITE_CONFLICT_OWN_DEVICE_MESSAGE = 'You changed this on another device since this change was made.';

/** The header a device names itself with on every queued write (lower case, as Node reads it). */
export const DEVICE_HEADER = 'vigil-device';
/** A device's name: a UUID the device made for itself. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The version a write was based on; absent: the write does not ask for a conflict check. */
export const baseVersionSchema = z.number({ error: 'expected a whole number' }).int('expected a whole number').min(1, 'must be at least 1').optional();

/** The spec's client-made `tempId` of a record created offline; the server keeps it on the row. */
export const tempIdSchema = z.string({ error: 'expected text' }).min(1, 'must not be empty').max(MAX_NAME, `at most ${MAX_NAME} characters`).regex(/\S/, 'must not be blank').optional();

const datetime = z.string().max(19).regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected UTC YYYY-MM-DD HH:mm:ss');
/** A field's wire name. */
const fieldName = z.string().max(MAX_NAME);

export const conflictFieldSchema = z.object({
  /** The wire name of the field (`description`, `end`, `note`, …). */
  field: fieldName,
  /** The version that changed it last. */
  version: z.number().int().min(1),
  changed_at: datetime,
  /** Null when the change was not a user's (or the user no longer exists). */
  changed_by: z.object({ id: z.number().int().positive(), name: z.string().max(ROW_TEXT_MAX) }).nullable(),
});
export type ConflictField = z.infer<typeof conflictFieldSchema>;

export const writeConflictSchema = z.object({
  entity: syncEntitySchema,
  id: z.number().int().positive(),
  /** The record's version now: a write that keeps its values is sent again based on it. */
  version: z.number().int().min(1),
  fields: z.array(conflictFieldSchema).min(1),
  /** The record as it is now, as the change feed sends it (validated with the entity's schema). */
  current: z.record(fieldName, z.unknown()),
});
export type WriteConflict = z.infer<typeof writeConflictSchema>;

/** The body of a 409 `write_conflict`. */
export const writeConflictBodySchema = apiErrorSchema.extend({ error: z.literal(WRITE_CONFLICT), conflict: writeConflictSchema });
export type WriteConflictBody = z.infer<typeof writeConflictBodySchema>;
