/**
 * One page of the change feed (DESIGN.md section 3) for one user:
 *
 * - reads `limit` log entries after `cursor` in seq order (the primary key index);
 * - an upsert of a row the user may see becomes `upsert` with the serialized row (visibility is
 *   checked inside the serializing query, a fixed number of queries per entity per page);
 * - an upsert of a row the user may NOT see becomes `delete` when the entry's scope says the user
 *   could see it before (revocation, e.g. a planning forwarded away), otherwise it is skipped;
 * - a delete entry reaches the users its scope names (everyone when the scope is unknown);
 * - from cursor 0 (bootstrap: the client holds nothing) no deletes are sent at all;
 * - during a device's first sync (cursor 0, or `first_sync=1` while its later pages run) a
 *   message is sent only inside its group's recent window (chat-window.ts): the log's other
 *   messages are skipped by the query itself, so chat history costs no pages.
 *
 * The returned cursor is the seq of the last entry examined, visible or not, so a page of
 * entries the user cannot see still moves the client forward.
 */
import type { Change, FeedPage, FeedQuery, SyncEntity } from '../../src-sync/protocol/sync.js';
import { SYNC_ENTITIES } from '../../src-sync/protocol/sync.js';
import { asViewer, sharesKey, viewerKeys, visibilityFilter, type Who } from '../policies/index.js';
import { answerText, isJsonEntity, JSON_SERIALIZERS, type JsonChange } from './json-rows.js';
import { serializeRows } from '../serialize/index.js';
import type { Executor } from './change-log.js';
import { parseScope } from './change-scope.js';
import { chatWindowStart, inChatWindow } from './chat-window.js';

const KNOWN_ENTITIES: ReadonlySet<string> = new Set(SYNC_ENTITIES);
const isSyncEntity = (value: string): value is SyncEntity => KNOWN_ENTITIES.has(value);

const isFirstSync = (query: FeedQuery) => query.cursor === 0 || query.first_sync === '1';

/** The page's log entries: `limit + 1` after the cursor, in seq order, with the first sync's
 * chat window applied in the query (exported so its plan can be checked). */
export function feedLogQuery(db: Executor, query: FeedQuery, now: Date) {
  let log = db.selectFrom('change_log').select(['seq', 'entity', 'row_id', 'op', 'scope']).where('seq', '>', query.cursor);
  if (isFirstSync(query)) {
    const since = chatWindowStart(now);
    log = log.where((eb) =>
      eb.or([
        eb('change_log.entity', '<>', 'messages'),
        eb.exists(eb.selectFrom('messages').select('messages.id').whereRef('messages.id', '=', 'change_log.row_id').where(inChatWindow(since))),
      ]),
    );
  }
  return log.orderBy('seq').limit(query.limit + 1);
}

async function readHead(db: Executor): Promise<number> {
  const row = await db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

export function readFeedPage(db: Executor, who: Who, query: FeedQuery, now: Date = new Date()): Promise<FeedPage> {
  return readFeed(db, who, query, now, false) as Promise<FeedPage>;
}

/** The same page as the JSON text of the answer, its plannings, shifts and history entries
 * written by SQLite (json-rows.ts). Only for the SQLite server. */
export async function readFeedPageText(db: Executor, who: Who, query: FeedQuery, now: Date = new Date()): Promise<string> {
  const { changes, ...rest } = await readFeed(db, who, query, now, true);
  return answerText(changes, rest);
}

async function readFeed(db: Executor, who: Who, query: FeedQuery, now: Date, rowsAsJson: boolean): Promise<Omit<FeedPage, 'changes'> & { changes: (Change | JsonChange)[] }> {
  const viewer = asViewer(who);
  // A first sync's query skips messages outside the window, also after its last entry: its last
  // page moves the cursor to the head read before it (every entry up to it is committed then), or
  // the next pull would bring those messages after all.
  const head = isFirstSync(query) ? await readHead(db) : 0;
  const entries = await feedLogQuery(db, query, now).execute();
  const hasMore = entries.length > query.limit;
  const page = hasMore ? entries.slice(0, query.limit) : entries;
  // Number(): PostgreSQL's bigserial arrives as a string through node-postgres.
  const last = page.length > 0 ? Number(page[page.length - 1]?.seq ?? query.cursor) : query.cursor;
  const cursor = hasMore ? last : Math.max(last, head);

  const upserts = new Map<SyncEntity, number[]>();
  for (const e of page) {
    if (e.op !== 'upsert' || !isSyncEntity(e.entity)) continue;
    const ids = upserts.get(e.entity);
    if (ids) ids.push(e.row_id);
    else upserts.set(e.entity, [e.row_id]);
  }
  const visible = new Map<SyncEntity, Map<number, Record<string, unknown>>>();
  const visibleJson = new Map<SyncEntity, Map<number, string>>();
  for (const [entity, ids] of upserts) {
    if (rowsAsJson && isJsonEntity(entity)) {
      const rows = await JSON_SERIALIZERS[entity](db, ids, visibilityFilter(viewer, entity));
      visibleJson.set(entity, new Map(rows.map((row) => [row.id, row.json])));
      continue;
    }
    const rows = await serializeRows(db, entity, ids, { visibleTo: viewer });
    visible.set(entity, new Map(rows.map((row) => [row.id, row as Record<string, unknown>])));
  }

  const bootstrap = query.cursor === 0;
  const keys = bootstrap ? null : viewerKeys(viewer);
  const changes: (Change | JsonChange)[] = [];
  for (const e of page) {
    if (!isSyncEntity(e.entity)) continue;
    const { entity } = e;
    if (e.op === 'upsert' && isJsonEntity(entity)) {
      const json = visibleJson.get(entity)?.get(e.row_id);
      if (json !== undefined) {
        changes.push({ entity, id: e.row_id, json });
        continue;
      }
    }
    const data = e.op === 'upsert' ? visible.get(e.entity)?.get(e.row_id) : undefined;
    if (data !== undefined) {
      changes.push({ entity: e.entity, op: 'upsert', id: e.row_id, data });
      continue;
    }
    if (keys === null) continue;
    const previous = parseScope(e.scope).previous;
    // Unknown audience: a delete goes to everyone (it can only remove what should be gone), but a
    // hidden upsert is skipped (the row may simply never have been the user's).
    const reaches = previous === null ? e.op === 'delete' : sharesKey(keys, previous);
    if (reaches) changes.push({ entity: e.entity, op: 'delete', id: e.row_id });
  }
  return { changes, cursor, has_more: hasMore };
}
