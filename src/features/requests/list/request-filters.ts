/**
 * The request list's filters and sorts, applied in memory to the rows of one status tab (read
 * from the local database by its [status+created_at] index). Pure functions: the list hook and
 * the tests call the same code.
 */
import type { Local, RequestRow } from '../../../../src-sync/index.js';
import { foldText, searchTerms } from '../../../shared/format/fold-text.js';

export type RequestSort = 'created-desc' | 'created-asc' | 'start-asc' | 'start-desc';
export const REQUEST_SORTS: readonly RequestSort[] = ['created-desc', 'created-asc', 'start-asc', 'start-desc'];

export interface RequestFilters {
  search: string;
  clientId: number | null;
  branchId: number | null;
  locationId: number | null;
  /** A job category (spec section 3) one of its timeslots asks for. */
  requestType: string | null;
}

export const NO_REQUEST_FILTERS: RequestFilters = { search: '', clientId: null, branchId: null, locationId: null, requestType: null };

export function hasRequestFilters(filters: RequestFilters): boolean {
  return filters.search.trim() !== '' || filters.clientId !== null || filters.branchId !== null || filters.locationId !== null || filters.requestType !== null;
}

type Row = Local<RequestRow>;

/** What a search term is looked for in: what the row shows, and the note. */
function searchText(row: Row): string {
  return [
    row.identifier, row.client.name, row.branch?.name, row.location.name, row.location.address, row.po_number, row.note,
    ...(row.request_types ?? []),
  ]
    .filter((part): part is string => typeof part === 'string')
    .join('\u0001');
}

const textCache = new WeakMap<Row, string>();

function textOf(row: Row): string {
  let text = textCache.get(row);
  if (text === undefined) {
    text = foldText(searchText(row));
    textCache.set(row, text);
  }
  return text;
}

/** Every term of the search must appear (in any field, any order). */
function matchesSearch(row: Row, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const text = textOf(row);
  return terms.every((term) => text.includes(term));
}

export function filterRequests(rows: readonly Row[], filters: RequestFilters): Row[] {
  const terms = searchTerms(filters.search);
  return rows.filter(
    (row) =>
      (filters.clientId === null || row.client_id === filters.clientId) &&
      (filters.branchId === null || row.branch_id === filters.branchId) &&
      (filters.locationId === null || row.location_id === filters.locationId) &&
      (filters.requestType === null || (row.request_types ?? []).includes(filters.requestType)) &&
      matchesSearch(row, terms),
  );
}

/** Rows come newest first from the index; other orders sort a copy. A request without
 * timeslots (not yet known) sorts after the others by start. */
export function sortRequests(rows: Row[], sort: RequestSort): Row[] {
  if (sort === 'created-desc') return rows;
  if (sort === 'created-asc') return [...rows].reverse();
  const direction = sort === 'start-asc' ? 1 : -1;
  const start = (row: Row) => row.period_start ?? null;
  return [...rows].sort((a, b) => {
    const x = start(a);
    const y = start(b);
    if (x === y) return b.created_at.localeCompare(a.created_at);
    if (x === null) return 1;
    if (y === null) return -1;
    return direction * x.localeCompare(y);
  });
}
