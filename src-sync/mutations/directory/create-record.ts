/** Creates a directory record (POST {path}): shown at once under a temp id, which the server's id
 * replaces everywhere when the create is acknowledged (the body carries the tempId, which the
 * server keeps on the row) (a branch created offline under a client
 * created offline follows it). */
import { recordKey } from '../../db/record-key.js';
import type { LocalDb } from '../../db/local-db.js';
import { writableDb } from '../../db/vigil-db.js';
import { runMutation, type MutationResult } from '../../outbox/enqueue.js';
import { nextTempId } from '../../outbox/temp-ids.js';
import { newUuid } from '../../outbox/uuid.js';
import { DIRECTORY_WRITES, type DirectoryEntity } from '../../protocol/directory/directory-writes.js';
import { parseInput } from '../mutation-input.js';
import { assertEmailFree } from './email-free.js';
import { assertNameFree } from './name-free.js';
import { newRow } from './optimistic-rows.js';
import { parentKeys } from './parent-keys.js';

export async function createDirectoryRecord(local: LocalDb, entity: DirectoryEntity, input: unknown): Promise<MutationResult> {
  const db = writableDb(local);
  const write = DIRECTORY_WRITES[entity];
  const body = parseInput(write.create, input) as Record<string, unknown>;
  if (entity === 'accounts') await assertEmailFree(db, body.email);
  return runMutation(db, async () => {
    // Inside the write's transaction: a second submit waits for the first and then sees it.
    await assertNameFree(db, entity, body);
    const id = await nextTempId(db);
    const tempKey = `tmp-${newUuid()}`;
    return {
      op: `create-${entity}`,
      entity,
      recordId: id,
      method: 'POST',
      path: write.path,
      targetId: null,
      // The server keeps the tempId on the row: a create whose answer was lost is recognised.
      body: { ...body, tempId: tempKey },
      effects: [{ table: entity, id, kind: 'put', row: newRow(entity, id, body, tempKey) }],
      relatedKeys: parentKeys(body).map(([table, parent]) => recordKey(table, parent)),
      tempId: id,
      tempKey,
    };
  });
}
