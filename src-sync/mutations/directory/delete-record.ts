/** Deletes a directory record (DELETE {path}/{id}). Whether something still uses it is the
 * server's call (it knows every planning); a refusal rolls the record back with the reason. An
 * agent's licences go with it, as on the server. */
import type { Effect } from '../../db/engine-tables.js';
import type { LocalDb } from '../../db/local-db.js';
import { writableDb } from '../../db/vigil-db.js';
import { runMutation, type MutationResult } from '../../outbox/enqueue.js';
import { resolveTempId } from '../../outbox/temp-ids.js';
import { DIRECTORY_WRITES, type DirectoryEntity } from '../../protocol/directory/directory-writes.js';
import { notAvailable } from '../mutation-input.js';

export async function deleteDirectoryRecord(local: LocalDb, entity: DirectoryEntity, id: number): Promise<MutationResult> {
  const db = writableDb(local);
  const write = DIRECTORY_WRITES[entity];
  return runMutation(db, async () => {
    const recordId = await resolveTempId(db, id);
    if (!(await db.entityTable(entity).get(recordId))) throw notAvailable(entity, id);
    const effects: Effect[] = [{ table: entity, id: recordId, kind: 'delete' }];
    if (entity === 'agents') {
      for (const licence of await db.licenses.where('agent_id').equals(recordId).toArray()) effects.push({ table: 'licenses', id: licence.id, kind: 'delete' });
    }
    return { op: `delete-${entity}`, entity, recordId, method: 'DELETE', path: `${write.path}/{id}`, targetId: recordId, body: undefined, effects };
  });
}
