/** Changes a directory record (PUT {path}/{id}): only the fields that differ from what the user
 * sees, with the version that view is based on (nothing changed queues nothing); archiving is
 * `archived: true`. Rules over several fields are checked on the record as it would be after the
 * change, here and on the server, so a one-field change cannot break a rule another field holds. */
import type { LocalDb } from '../../db/local-db.js';
import { writableDb } from '../../db/vigil-db.js';
import { runMutation, unchanged, type MutationResult } from '../../outbox/enqueue.js';
import { resolveTempId } from '../../outbox/temp-ids.js';
import { DIRECTORY_WRITES, type DirectoryEntity } from '../../protocol/directory/directory-writes.js';
import { MutationInputError, definedFields, notAvailable, parseInput } from '../mutation-input.js';
import { baseVersionOf, changedFields } from '../changed-fields.js';
import { localFields, wireFields } from './optimistic-rows.js';
import { assertNameFree } from './name-free.js';

export async function updateDirectoryRecord(local: LocalDb, entity: DirectoryEntity, id: number, input: unknown): Promise<MutationResult> {
  const db = writableDb(local);
  const write = DIRECTORY_WRITES[entity];
  const wanted = definedFields(parseInput(write.update, input) as Record<string, unknown>);
  delete wanted.base_version;
  return runMutation(db, async () => {
    const recordId = await resolveTempId(db, id);
    const current = await db.entityTable(entity).get(recordId);
    if (!current) throw notAvailable(entity, id);
    const patch = changedFields(wanted, wireFields(entity, current));
    if (Object.keys(patch).length === 0) return unchanged(recordId);
    const issues = write.issues?.({ ...current, ...patch }) ?? [];
    const first = issues[0];
    if (first) throw new MutationInputError(`${first.path}: ${first.message}`, issues);
    await assertNameFree(db, entity, patch, recordId);
    const baseVersion = entity === 'accounts' ? undefined : await baseVersionOf(db, entity, recordId);
    return {
      op: `update-${entity}`,
      entity,
      recordId,
      method: 'PUT',
      path: `${write.path}/{id}`,
      targetId: recordId,
      body: { ...patch, ...(baseVersion === undefined ? {} : { base_version: baseVersion }) },
      effects: [{ table: entity, id: recordId, kind: 'merge', fields: localFields(entity, patch) }],
    };
  });
}
