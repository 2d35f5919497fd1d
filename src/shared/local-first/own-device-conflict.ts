/**
 * Whether a conflict is only with the user's own other device: the server names the user's own
 * change only when another of their devices made it (server/writes/write-conflicts.ts). Then the
 * words change: not "someone else", and not "mine" against "theirs".
 */
import type { ConflictField, WriteConflict } from '../../../src-sync/index.js';

export const changedByMe = (field: ConflictField, me: number | null): boolean => me !== null && field.changed_by?.id === me;

export function isOwnDeviceConflict(conflict: WriteConflict, me: number | null): boolean {
  return conflict.fields.length > 0 && conflict.fields.every((field) => changedByMe(field, me));
}
