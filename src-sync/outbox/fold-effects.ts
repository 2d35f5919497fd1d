/** The local value of a record = its server value with the effects of every active outbox row
 * that touches it applied in seq order (a rebase). Pure, so it is easy to test and reason about. */
import type { Effect, ListChange, OutboxRow } from '../db/engine-tables.js';
import { recordKey } from '../db/record-key.js';

export type RowValue = Record<string, unknown> | null;

export function effectKey(effect: Effect): string {
  return recordKey(effect.table, effect.id);
}

export function applyEffect(value: RowValue, effect: Effect): RowValue {
  switch (effect.kind) {
    case 'put':
      return { ...effect.row };
    case 'merge': {
      // A record that is gone on the server stays gone: the write will be refused and surfaced.
      if (value === null) return null;
      const next = { ...value, ...effect.fields };
      for (const [field, change] of Object.entries(effect.lists ?? {})) next[field] = applyListChange(next[field], change);
      return next;
    }
    case 'delete':
      return null;
  }
}

function applyListChange(list: unknown, change: ListChange): unknown[] {
  const idOf = (item: unknown) => (typeof item === 'object' && item !== null && 'id' in item ? item.id : undefined);
  const removed = new Set<unknown>(change.remove);
  const kept = (Array.isArray(list) ? (list as unknown[]) : []).filter((item) => !removed.has(idOf(item)));
  const present = new Set(kept.map(idOf));
  // An item already there keeps its place and its server fields (a shift agent's agent_shift_id).
  return [...kept, ...change.add.filter((item) => !present.has(item.id) && !removed.has(item.id))];
}

/** `rows` must be the active outbox rows touching `key`, in seq order. */
export function foldEffects(base: RowValue, rows: readonly OutboxRow[], key: string): RowValue {
  let value = base;
  for (const row of rows) {
    for (const effect of row.effects) {
      if (effectKey(effect) === key) value = applyEffect(value, effect);
    }
  }
  return value;
}
