/**
 * Bar 1, the reference: the same bootstrap pages as the engine's (window first, within the sync
 * horizon), fetched and parsed first (not timed), then written
 * with plain IndexedDB into a fresh database: one readwrite transaction per page, one put per row
 * (a delete for a delete), one object store per entity keyed by `id`, with (when `indexed`) the
 * same secondary indexes as the engine's Dexie schema, so both sides maintain the same indexes.
 */
import { ENTITY_STORES } from '../../../src-sync/db/schema.js';
import { BOOTSTRAP_PATH, bootstrapPageLimit, positionQuery, type BootstrapPosition } from '../../../src-sync/protocol/bootstrap.js';
import { defaultBootstrapWindow } from '../../../src-sync/bootstrap/default-window.js';
import { SYNC_ENTITIES } from '../../../src-sync/protocol/sync.js';
import type { ReferenceFigures, ReferenceOptions } from './bench-api.js';

export const RAW_DB_NAME = 'vigil-bench-raw';

interface WireChange {
  entity: string;
  op: 'upsert' | 'delete';
  id: number;
  data?: Record<string, unknown>;
}

interface WirePage {
  changes: WireChange[];
  next: BootstrapPosition | null;
}

interface IndexSpec {
  name: string;
  keyPath: string | string[];
  unique: boolean;
  multiEntry: boolean;
}

/** Dexie's schema syntax ('id, status, [status+start], &uuid, *keys') as IndexedDB indexes. */
export function indexSpecs(schema: string): IndexSpec[] {
  return schema.split(',').slice(1).map((raw) => raw.trim()).filter((raw) => raw !== '').map((raw) => {
    const unique = raw.startsWith('&');
    const multiEntry = raw.startsWith('*');
    const name = raw.replace(/^[&*]/, '');
    const compound = /^\[(.+)\]$/.exec(name);
    return { name, keyPath: compound?.[1] !== undefined ? compound[1].split('+') : name, unique, multiEntry };
  });
}

/** Every bootstrap page of the default window, fetched and parsed in order (`onText`: each
 * answer's text and the position it was asked at). */
export async function fetchPages(token: string, limit: number, onText?: (position: BootstrapPosition, text: string) => void): Promise<{ pages: WirePage[]; rows: number }> {
  const pages: WirePage[] = [];
  const window = defaultBootstrapWindow(Date.now());
  let next: WirePage['next'] = { step: 0, after: 0 };
  let rows = 0;
  while (next !== null) {
    const query: URLSearchParams = new URLSearchParams({ ...window, ...positionQuery(next), limit: String(bootstrapPageLimit(next, limit)) });
    const response: Response = await fetch(`${BOOTSTRAP_PATH}?${query.toString()}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`bootstrap page at step ${next.step}, id ${next.after}: HTTP ${response.status}`);
    const text = await response.text();
    onText?.(next, text);
    const page = JSON.parse(text) as WirePage;
    pages.push(page);
    rows += page.changes.length;
    next = page.next;
  }
  return { pages, rows };
}

function openFresh(indexed: boolean): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const drop = indexedDB.deleteDatabase(RAW_DB_NAME);
    drop.onerror = () => reject(drop.error ?? new Error('could not delete the reference database'));
    drop.onsuccess = () => {
      const open = indexedDB.open(RAW_DB_NAME, 1);
      open.onupgradeneeded = () => {
        for (const entity of SYNC_ENTITIES) {
          const store = open.result.createObjectStore(entity, { keyPath: 'id' });
          if (!indexed) continue;
          for (const spec of indexSpecs(ENTITY_STORES[entity])) {
            store.createIndex(spec.name, spec.keyPath, { unique: spec.unique, multiEntry: spec.multiEntry });
          }
        }
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('could not open the reference database'));
    };
  });
}

function writePage(db: IDBDatabase, page: WirePage): Promise<void> {
  const stores = [...new Set(page.changes.map((change) => change.entity))];
  if (stores.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(stores, 'readwrite');
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('reference transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('reference transaction aborted'));
    for (const change of page.changes) {
      const store = tx.objectStore(change.entity);
      if (change.op === 'delete' || change.data === undefined) store.delete(change.id);
      else store.put(change.data);
    }
  });
}

export async function rawReference(options: ReferenceOptions): Promise<ReferenceFigures> {
  const fetchStarted = performance.now();
  const { pages, rows } = await fetchPages(options.token, options.feedLimit);
  const fetchMs = performance.now() - fetchStarted;
  const db = await openFresh(options.indexed);
  let ms = 0;
  const started = performance.now();
  for (const page of pages) {
    const t0 = performance.now();
    await writePage(db, page);
    ms += performance.now() - t0;
  }
  const wallMs = performance.now() - started;
  db.close();
  return { ms, wallMs, rows, pages: pages.length, fetchMs };
}
