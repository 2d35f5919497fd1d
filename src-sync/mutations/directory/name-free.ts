/**
 * A client's or subcontractor's name must not be another's (the server's rule, 422 on the name):
 * checked on this device first, against the records it holds (an admin holds them all), so the
 * refusal shows under the field being typed, not later as a failed change in the sync status.
 * The server still decides for records this device does not hold.
 */
import type { VigilDb } from '../../db/vigil-db.js';
import { NAME_TAKEN, UNIQUE_NAME, sameName } from '../../protocol/directory/reference-messages.js';
import { MutationInputError } from '../mutation-input.js';

export async function assertNameFree(db: VigilDb, entity: string, record: Record<string, unknown>, self: number | null = null): Promise<void> {
  if (entity !== 'clients' && entity !== 'subcontractors') return;
  const field = UNIQUE_NAME[entity];
  const name = record[field];
  if (typeof name !== 'string') return;
  const rows: readonly { id: number; name?: string; company_name?: string }[] = entity === 'clients' ? await db.clients.toArray() : await db.subcontractors.toArray();
  if (rows.some((row) => row.id !== self && sameName(row[field] ?? '', name))) {
    throw new MutationInputError(`Invalid body: ${field}: ${NAME_TAKEN}`, [{ path: field, message: NAME_TAKEN }]);
  }
}
