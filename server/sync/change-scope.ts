/**
 * The `scope` column of change_log: who could see the row BEFORE the change, so that a row
 * leaving someone's view reaches them as a delete on their next pull.
 *
 * Contract for every writer (JSON text): `{ "previous": AudienceKey[] }`, the audience keys of
 * server/policies (`audienceOf(trx, entity, ids)` taken inside the write transaction, before the
 * write; `[]` for a row the write creates). recordChange merges the keys of the entry it
 * replaces, so compaction never forgets an earlier audience (a planning forwarded A -> B -> C
 * still reaches A as a delete when A pulls from before the first forward).
 *
 * A scope without `previous` means "unknown": its delete reaches every user (harmless for users
 * who never had the row), and an upsert the user cannot see is skipped.
 */
import type { ChangeScope } from './change-log.js';

export interface ParsedScope {
  /** null: unknown (a writer that did not capture the audience). */
  previous: string[] | null;
}

export function parseScope(raw: string): ParsedScope {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'previous' in parsed && Array.isArray(parsed.previous)) {
      return { previous: parsed.previous.filter((k): k is string => typeof k === 'string') };
    }
  } catch {
    // A corrupt scope is treated as unknown: over-delivering a delete is safe, missing one is not.
  }
  return { previous: null };
}

/** The scope to store when `next` replaces an entry whose scope was `old` (or none). */
export function mergeScope(old: string | undefined, next: ChangeScope): ChangeScope {
  if (!Array.isArray(next.previous)) return next;
  const keys = new Set<string>(next.previous.filter((k): k is string => typeof k === 'string'));
  if (old !== undefined) for (const key of parseScope(old).previous ?? []) keys.add(key);
  return { ...next, previous: [...keys] };
}
