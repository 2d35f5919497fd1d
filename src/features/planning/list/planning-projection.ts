/**
 * The list's in-memory form of the window's plannings, built once per live-query result so that
 * a keystroke costs as little as possible (DESIGN.md section 6: keystroke to updated list under
 * 50 ms at 100,000 plannings).
 *
 * Most searchable text repeats across plannings (a client, branch, location, contractor or job
 * description appears on hundreds of rows), so those values are interned: each distinct value is
 * folded once and stored once in `dictionary`, and each planning keeps the ids of its values in
 * `fieldIds`. A search term is then tested once per distinct value, and per planning only against
 * its own short unique text (identifier, PO numbers) plus a few array lookups.
 */
import { PLANNING_STATUSES, type PlanningRow } from '../../../../src-sync/index.js';

/** Interned fields per planning: client, branch, location name, address, number, contractor, description. */
export const SHARED_FIELDS = 7;

export interface ProjectedPlanning {
  row: PlanningRow;
  /** Folded identifier and PO numbers, separated by U+0001 so a term never spans two of them. */
  own: string;
  /** Position of this planning's SHARED_FIELDS ids in the window's `fieldIds`. */
  slot: number;
  /** Folded client and branch names, the client sort's keys. */
  clientKey: string;
  branchKey: string;
  /** Index of the status in PLANNING_STATUSES: counting per status is then an array increment. */
  statusIndex: number;
}

export interface ProjectedWindow {
  /** In the order the caller wants (sortPlannings keeps the dictionary and ids). */
  items: readonly ProjectedPlanning[];
  /** Distinct folded values; id 0 is the empty value of a missing field. */
  dictionary: readonly string[];
  /** SHARED_FIELDS ids per planning, at `slot * SHARED_FIELDS`. */
  fieldIds: Int32Array;
}

const STATUS_INDEX = new Map<string, number>(PLANNING_STATUSES.map((status, index) => [status, index]));

const MARKS = /\p{M}/gu;
// eslint-disable-next-line no-control-regex -- a range test, not a control character match
const NON_ASCII = /[^\u0000-\u007f]/;

/** Lower-case and strip accents ('Liège' is found by 'liege'); ASCII text skips `normalize`,
 * which is the costly part and rarely needed. */
export function foldText(value: string): string {
  const lower = value.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

export function projectWindow(rows: readonly PlanningRow[]): ProjectedWindow {
  const ids = new Map<string, number>([['', 0]]);
  const dictionary: string[] = [''];
  const fieldIds = new Int32Array(rows.length * SHARED_FIELDS);
  const intern = (value: string | null | undefined): number => {
    if (!value) return 0;
    let id = ids.get(value);
    if (id === undefined) {
      id = dictionary.length;
      dictionary.push(foldText(value));
      ids.set(value, id);
    }
    return id;
  };

  const items = rows.map((row, slot): ProjectedPlanning => {
    const at = slot * SHARED_FIELDS;
    fieldIds[at] = intern(row.client.name);
    fieldIds[at + 1] = intern(row.branch?.name);
    fieldIds[at + 2] = intern(row.location.name);
    fieldIds[at + 3] = intern(row.location.address);
    fieldIds[at + 4] = intern(row.location.number);
    fieldIds[at + 5] = intern(row.contractor?.name);
    fieldIds[at + 6] = intern(row.description);
    let own = row.request.identifier;
    if (row.po_number) own += '\u0001' + row.po_number;
    if (row.request.po_number) own += '\u0001' + row.request.po_number;
    return {
      row,
      own: foldText(own),
      slot,
      clientKey: dictionary[fieldIds[at]]!,
      branchKey: dictionary[fieldIds[at + 1]!]!,
      statusIndex: STATUS_INDEX.get(row.status) ?? 0,
    };
  });
  return { items, dictionary, fieldIds };
}

/** The search box's text as terms; every term must match (so 'gent night' narrows, not widens). */
export function searchTerms(query: string): string[] {
  const folded = foldText(query.trim());
  return folded ? folded.split(/\s+/) : [];
}
