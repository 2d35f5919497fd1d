/**
 * A record's badges, the same in its list row and at the top of its detail view: archived first,
 * then the collection's own (an account's Disabled or Invited, an agent's licence state).
 */
import type { AnyRow, CollectionConfig, RowBadge } from './collection-types.js';
import type { Lookups } from './lookups.js';

export const isArchived = (row: AnyRow): boolean => 'archived' in row && row.archived === 1;

export function recordBadges(config: CollectionConfig, row: AnyRow, lookups: Lookups): RowBadge[] {
  const archived: RowBadge[] = isArchived(row) ? [{ label: 'directory:badges.archived', palette: 'gray' }] : [];
  return [...archived, ...(config.badges?.(row, lookups) ?? [])];
}
