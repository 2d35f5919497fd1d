/** `table:id` names one local record across tables (outbox keys, bases, per-record ordering). */
import { SYNC_ENTITIES, type SyncEntity } from '../protocol/sync.js';

export function recordKey(table: SyncEntity, id: number): string {
  return `${table}:${id}`;
}

export function parseRecordKey(key: string): { table: SyncEntity; id: number } | null {
  const at = key.lastIndexOf(':');
  const table = key.slice(0, at);
  const id = Number(key.slice(at + 1));
  if (at <= 0 || !Number.isInteger(id)) return null;
  return (SYNC_ENTITIES as readonly string[]).includes(table) ? { table: table as SyncEntity, id } : null;
}
