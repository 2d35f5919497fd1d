/** Search and the archived switch over a collection's rows, sorted by their title. */
import type { AnyRow, CollectionConfig } from '../collections/collection-types.js';
import type { Lookups } from '../collections/lookups.js';
import { isArchived } from '../collections/record-badges.js';
import { searchMatcher } from '../../../shared/format/fold-text.js';

export interface ListRow {
  row: AnyRow;
  title: string;
}

export function filterRecords(
  rows: readonly AnyRow[],
  config: CollectionConfig,
  lookups: Lookups,
  { search, showArchived }: { search: string; showArchived: boolean },
): { rows: ListRow[]; archived: number } {
  const matches = searchMatcher(search);
  let archived = 0;
  const out: ListRow[] = [];
  for (const row of rows) {
    if (isArchived(row)) {
      archived += 1;
      if (!showArchived) continue;
    }
    if (!matches(config.search(row, lookups))) continue;
    out.push({ row, title: config.title(row, lookups) });
  }
  out.sort((a, b) => a.title.localeCompare(b.title) || a.row.id - b.row.id);
  return { rows: out, archived };
}
