/**
 * The list's in-memory form of a planning: the stored row plus what filtering needs precomputed,
 * so that a keystroke is one pass of `String.includes` over plain strings (DESIGN.md section 6:
 * keystroke to updated list under 50 ms at 100,000 plannings). Built once per live-query result,
 * never per keystroke.
 */
import type { PlanningRow } from '../../../../src-sync/index.js';

export interface ProjectedPlanning {
  row: PlanningRow;
  /** Lower-case, accent-free text of every searchable field, separated by U+0001 so that a term
   * never matches across two fields. */
  search: string;
  /** Lower-case, accent-free client and branch names, the client sort's keys. */
  clientKey: string;
  branchKey: string;
}

const MARKS = /\p{M}/gu;
// eslint-disable-next-line no-control-regex -- a range test, not a control character match
const NON_ASCII = /[^\u0000-\u007f]/;

/** Lower-case and strip accents ('Liège' is found by 'liege'); ASCII text skips `normalize`,
 * which is the costly part and rarely needed. */
export function foldText(value: string): string {
  const lower = value.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

export function projectPlanning(row: PlanningRow): ProjectedPlanning {
  const parts = [
    row.request.identifier,
    row.client.name,
    row.branch?.name,
    row.location.name,
    row.location.address,
    row.location.number,
    row.contractor?.name,
    row.description,
    row.po_number,
    row.request.po_number,
  ];
  let text = '';
  for (const part of parts) if (part) text += part + '\u0001';
  return {
    row,
    search: foldText(text),
    clientKey: foldText(row.client.name),
    branchKey: row.branch ? foldText(row.branch.name) : '',
  };
}

/** The search box's text as terms; every term must match (so 'gent night' narrows, not widens). */
export function searchTerms(query: string): string[] {
  const folded = foldText(query.trim());
  return folded ? folded.split(/\s+/) : [];
}
