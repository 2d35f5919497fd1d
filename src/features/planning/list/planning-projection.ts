/**
 * The list's in-memory form of the window's plannings, built once per live-query result so that
 * a keystroke costs as little as possible (DESIGN.md section 6: keystroke to updated list under
 * 50 ms at 100,000 plannings).
 *
 * Most searchable text repeats across plannings (a client, branch, location, contractor or job
 * description appears on hundreds of rows), so those values are interned: each distinct value is
 * folded once and stored once in the interner's `dictionary`, and each planning keeps the ids of
 * its values in `fields`. A search term is then tested once per distinct value, and per planning
 * only against its own short unique text (identifier, PO numbers) plus a few array lookups.
 */
import { PLANNING_STATUSES, type PlanningRow } from '../../../../src-sync/index.js';
import { foldText } from '../../../shared/format/fold-text.js';

export interface ProjectedPlanning {
  row: PlanningRow;
  /** Folded identifier and PO numbers, separated by U+0001 so a term never spans two of them. */
  own: string;
  /** Interned ids of client, branch, location name, address, number, contractor, description. */
  fields: readonly number[];
  /** Folded client and branch names, the client sort's keys. */
  clientKey: string;
  branchKey: string;
  /** Index of the status in PLANNING_STATUSES: counting per status is then an array increment. */
  statusIndex: number;
  /** The letters a-z anywhere in `own` or the fields, one bit each (letterMask). */
  letters: number;
}

export interface ProjectedWindow {
  /** In the order the caller wants (sortPlannings keeps the dictionary). */
  items: readonly ProjectedPlanning[];
  /** Folded distinct values by id; id 0 is the empty value of a missing field. Only grows. */
  dictionary: readonly string[];
}

const STATUS_INDEX = new Map<string, number>(PLANNING_STATUSES.map((status, index) => [status, index]));

const A = 'a'.charCodeAt(0);

/**
 * The letters a-z of folded text as bits 0-25. A search term can only be inside text holding
 * every letter of the term, so one AND per planning rejects most of a window for a rare letter,
 * and answers a one-letter term outright: the first letter typed is a pass over the whole window.
 */
export function letterMask(folded: string): number {
  let mask = 0;
  for (let i = 0; i < folded.length; i++) {
    const bit = folded.charCodeAt(i) - A;
    if (bit >= 0 && bit < 26) mask |= 1 << bit;
  }
  return mask;
}

/** Distinct searchable values, shared by every slice of a list so ids stay comparable. */
export class SearchInterner {
  private readonly ids = new Map<string, number>([['', 0]]);
  readonly dictionary: string[] = [''];
  /** letterMask of each dictionary value, by id. */
  readonly letters: number[] = [0];

  id(value: string | null | undefined): number {
    if (!value) return 0;
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.dictionary.length;
      const folded = foldText(value);
      this.dictionary.push(folded);
      this.letters.push(letterMask(folded));
      this.ids.set(value, id);
    }
    return id;
  }
}

export function projectPlanning(row: PlanningRow, interner: SearchInterner): ProjectedPlanning {
  const fields = [
    interner.id(row.client.name),
    interner.id(row.branch?.name),
    interner.id(row.location.name),
    interner.id(row.location.address),
    interner.id(row.location.number),
    interner.id(row.contractor?.name),
    interner.id(row.description),
  ];
  let own = row.request.identifier;
  if (row.po_number) own += '\u0001' + row.po_number;
  if (row.request.po_number) own += '\u0001' + row.request.po_number;
  const folded = foldText(own);
  let letters = letterMask(folded);
  for (const id of fields) letters |= interner.letters[id]!;
  return {
    row,
    own: folded,
    fields,
    clientKey: interner.dictionary[fields[0]!]!,
    branchKey: interner.dictionary[fields[1]!]!,
    statusIndex: STATUS_INDEX.get(row.status) ?? 0,
    letters,
  };
}

/** Rows projected with a fresh interner (tests, the first-screen head). */
export function projectWindow(rows: readonly PlanningRow[], interner = new SearchInterner()): ProjectedWindow {
  return { items: rows.map((row) => projectPlanning(row, interner)), dictionary: interner.dictionary };
}
