/**
 * POST {path}, PUT {path}/:id and DELETE {path}/:id of every directory collection but accounts,
 * written once: the body judged by the wire contract (DIRECTORY_WRITES, 422 naming the field),
 * the permission table asked with the record's owner (403) and, for a delete, with what still
 * uses it (422 `record-in-use`: archive instead), every change in one transaction with its
 * change-log entries and its stored answer (runWrite: Idempotency-Key, versions, change log,
 * realtime events). A create keeps the client's tempId on the row; a change with `base_version`
 * whose fields someone else changed since is a 409 write_conflict. A record the caller cannot see
 * answers 404, as its reads do.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DIRECTORY_WRITES } from '../../../src-sync/protocol/directory/directory-writes.js';
import type { Action } from '../../../src-sync/protocol/permissions/index.js';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { notFound } from '../../lib/http-errors.js';
import { utcNow } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';
import { visibilityFilter } from '../../policies/index.js';
import { assertMay, assertPossible } from '../../policies/planning-actions.js';
import { serializeRows } from '../../serialize/index.js';
import type { Executor } from '../../sync/change-log.js';
import { idParams } from '../lists/register-collection.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { createOnce, createdAnswer } from '../../writes/created-once.js';
import { assertNoConflict } from '../../writes/write-conflicts.js';
import { assertNoIssues, parseDirectoryBody } from './directory-body.js';
import { DIRECTORY_RECORDS, columnValues, nameIssues, type RecordEntity, type Values } from './directory-records.js';
import { UNIQUE_NAME } from '../../../src-sync/protocol/directory/index.js';
import { usageOf } from './usage-counts.js';

/** `client.create` for `clients`: the permission table's subject of each collection. */
const SUBJECT: Readonly<Record<RecordEntity, string>> = {
  clients: 'client', branches: 'branch', locations: 'location', subcontractors: 'subcontractor', agents: 'agent',
  licenses: 'license', equipment: 'equipment', contacts: 'contact',
};

/** The directory's actions all read `{ owner, usage }` (permissions/directory-permissions.ts). */
const action = (entity: RecordEntity, verb: 'create' | 'update' | 'delete') => `${SUBJECT[entity]}.${verb}` as 'client.update' satisfies Action;

/** The stored row, or 404 when it does not exist or the caller may not see it. */
export async function loadVisible(db: Executor, request: FastifyRequest, entity: RecordEntity | 'accounts', id: number): Promise<Values> {
  let query = db.selectFrom(entity as 'clients').selectAll().where('id', '=', id);
  const filter = visibilityFilter(currentUser(request), entity);
  if (filter) query = query.where(filter);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(entity);
  return row;
}

export function registerDirectoryWrites(app: FastifyInstance, ctx: AppContext, entity: RecordEntity): void {
  const write = DIRECTORY_WRITES[entity];
  const spec = DIRECTORY_RECORDS[entity];
  const preHandler = requireUser(ctx);
  const answer = (status: number) => async (trx: Executor, id: number) => ({ status, body: { data: (await serializeRows(trx, entity, [id]))[0] ?? null } });

  app.post(write.path, { preHandler }, async (request, reply) => {
    const user = currentUser(request);
    const body = parseDirectoryBody(write.create, request.body) as Values;
    const { answer: sent } = await runWrite(ctx, request, async (trx, changes) => {
      const tempId = typeof body.tempId === 'string' ? body.tempId : null;
      return createOnce(trx, { user, entity, tempId }, async () => {
        assertMay(user, action(entity, 'create'), { owner: await spec.owner(trx, body) });
        assertNoIssues((await spec.references?.(trx, body)) ?? []);
        assertNoIssues(await nameIssues(trx, entity, body));
        const now = utcNow();
        const inserted = await trx
          .insertInto(entity as 'clients')
          .values({ ...columnValues(spec, body), temp_id: tempId, created_at: now, updated_at: now } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        changes.created(entity, [inserted.id]);
        return inserted.id;
      });
    }, (trx, created) => createdAnswer(trx, entity, created));
    return sendAnswer(reply, sent);
  });

  app.put(`${write.path}/:id`, { preHandler }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const patch = parseDirectoryBody(write.update, request.body) as Values;
    const { answer: sent } = await runWrite(ctx, request, async (trx, changes) => {
      const current = await loadVisible(trx, request, entity, id);
      assertMay(user, action(entity, 'update'), { owner: await spec.owner(trx, current) });
      const fields = Object.keys(columnValues(spec, patch));
      if (fields.length === 0) return id;
      const baseVersion = typeof patch.base_version === 'number' ? patch.base_version : undefined;
      await assertNoConflict(trx, { entity, id, baseVersion, fields, writer: changes.writer });
      // Rules over several fields and the records named, on the record as it will be.
      const merged = { ...current, ...columnValues(spec, patch) };
      assertNoIssues(write.issues?.(merged) ?? []);
      assertNoIssues((await spec.references?.(trx, merged)) ?? []);
      // Only a name being set is checked: a pair named alike before the rule stays changeable.
      const named = UNIQUE_NAME[entity as keyof typeof UNIQUE_NAME];
      if (named !== undefined && named in patch) assertNoIssues(await nameIssues(trx, entity, merged));
      await changes.before(entity, [id]);
      await trx
        .updateTable(entity as 'clients')
        .set({ ...columnValues(spec, patch), updated_at: utcNow() } as never)
        .where('id', '=', id)
        .execute();
      return id;
    }, answer(200));
    return sendAnswer(reply, sent);
  });

  app.delete(`${write.path}/:id`, { preHandler }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const { answer: sent } = await runWrite(ctx, request, async (trx, changes) => {
      const current = await loadVisible(trx, request, entity, id);
      const owner = await spec.owner(trx, current);
      assertMay(user, action(entity, 'delete'), { owner });
      assertPossible(action(entity, 'delete') as 'client.delete', { usage: await usageOf(trx, entity, id) });
      const gone: Record<string, number[]> = { [entity]: [id] };
      for (const cascade of spec.cascades ?? []) {
        const children = (await trx.selectFrom(cascade.entity).select('id').where(cascade.column, '=', id).execute()).map((row) => row.id);
        await changes.before(cascade.entity, children);
        gone[cascade.entity] = children;
      }
      await changes.before(entity, [id]);
      await trx.deleteFrom(entity as 'clients').where('id', '=', id).execute();
      return gone;
    }, (_trx, deleted) => Promise.resolve({ status: 200, body: { data: null, deleted } }));
    return sendAnswer(reply, sent);
  });
}
