/** Small builders shared by the visibility modules. */
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import type { AudienceMap, RowFilter } from './types.js';
import type { AudienceKey } from './viewer.js';
import { audienceKey } from './viewer.js';

/** Matches no row; portable (no boolean literals, which older SQLite lacks). */
export const NOTHING: Expression<SqlBool> = sql<SqlBool>`1 = 0`;

/** OR of the grants a viewer holds; no grant at all means no row. */
export function anyOf(parts: Expression<SqlBool>[]): RowFilter {
  if (parts.length === 0) return NOTHING;
  if (parts.length === 1) return parts[0] ?? NOTHING;
  return expressionBuilder<Database>().or(parts);
}

/** Staff who see the whole operational data set (plannings, agents, organisations). */
export const STAFF: readonly AudienceKey[] = [audienceKey.admin, audienceKey.planner];

/** Accumulates audience keys per row id. */
export class AudienceBuilder {
  private readonly map: AudienceMap = new Map();

  /** Registers an existing row with its base keys (rows never registered count as deleted). */
  row(id: number, keys: readonly AudienceKey[]): void {
    const existing = this.map.get(id);
    if (existing) existing.push(...keys);
    else this.map.set(id, [...keys]);
  }

  /** Adds a key to a registered row; ignored for unknown rows. */
  add(id: number, key: AudienceKey | null): void {
    if (key === null) return;
    const existing = this.map.get(id);
    if (existing && !existing.includes(key)) existing.push(key);
  }

  build(): AudienceMap {
    for (const [id, keys] of this.map) this.map.set(id, [...new Set(keys)]);
    return this.map;
  }
}

export const keyOrNull = (make: (id: number) => AudienceKey, id: number | null): AudienceKey | null =>
  id === null ? null : make(id);
