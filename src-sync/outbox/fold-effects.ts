/** The local value of a record = its server value with the effects of every active outbox row
 * that touches it applied in seq order (a rebase). Pure, so it is easy to test and reason about. */
import type { Effect, OutboxRow } from '../db/engine-tables.js';
import { recordKey } from '../db/record-key.js';

export type RowValue = Record<string, unknown> | null;

export function effectKey(effect: Effect): string {
  return recordKey(effect.table, effect.id);
}

export function applyEffect(value: RowValue, effect: Effect): RowValue {
  switch (effect.kind) {
    case 'put':
      return { ...effect.row };
    case 'merge':
      // A record that is gone on the server stays gone: the write will be refused and surfaced.
      return value === null ? null : { ...value, ...effect.fields };
    case 'delete':
      return null;
  }
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
