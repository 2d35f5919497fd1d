/** Changes a directory record (PUT {path}/{id}): the fields the user changed; archiving is
 * `archived: true`. Rules over several fields are checked on the record as it would be after the
 * change, here and on the server, so a one-field change cannot break a rule another field holds. */
import type { VigilDb } from '../../db/vigil-db.js';
import { runMutation, type MutationResult } from '../../outbox/enqueue.js';
import { resolveTempId } from '../../outbox/temp-ids.js';
import { DIRECTORY_WRITES, type DirectoryEntity } from '../../protocol/directory/directory-writes.js';
import { MutationInputError, definedFields, notAvailable, parseInput } from '../mutation-input.js';
import { localFields } from './optimistic-rows.js';

export async function updateDirectoryRecord(db: VigilDb, entity: DirectoryEntity, id: number, input: unknown): Promise<MutationResult> {
  const write = DIRECTORY_WRITES[entity];
  const patch = definedFields(parseInput(write.update, input) as Record<string, unknown>);
  return runMutation(db, async () => {
    const recordId = await resolveTempId(db, id);
    const current = await db.entityTable(entity).get(recordId);
    if (!current) throw notAvailable(entity, id);
    const issues = write.issues?.({ ...current, ...patch }) ?? [];
    const first = issues[0];
    if (first) throw new MutationInputError(`${first.path}: ${first.message}`, issues);
    return {
      op: `update-${entity}`,
      entity,
      recordId,
      method: 'PUT',
      path: `${write.path}/{id}`,
      targetId: recordId,
      body: patch,
      effects: [{ table: entity, id: recordId, kind: 'merge', fields: localFields(entity, patch) }],
    };
  });
}
