/** The request a write works on, or 404. Read through the caller's executor, so a check and the
 * write it guards see the same transaction. */
import type { Selectable } from 'kysely';
import type { RequestsTable } from '../../../db/types.js';
import { notFound } from '../../../lib/http-errors.js';
import type { Executor } from '../../../sync/change-log.js';

export type RequestRecord = Selectable<RequestsTable>;

export async function loadRequest(db: Executor, id: number): Promise<RequestRecord> {
  const row = await db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Request');
  return row;
}
