/**
 * How every search in Vigil compares text: lower case, accents ignored ('liege' finds Liège,
 * 'elodie' finds Élodie), every typed word somewhere in the text, in any order. One rule for
 * the planning list, the requests, the directory, the agents of a shift and the chat's groups:
 * a planner who types a name without its accents finds it everywhere or nowhere.
 */
const MARKS = /\p{M}/gu;
// eslint-disable-next-line no-control-regex -- a range test, not a control character match
const NON_ASCII = /[^\u0000-\u007f]/;

/** Lower-case and strip accents; ASCII text skips `normalize`, which is the costly part and
 * rarely needed (the planning list folds 50,000 rows' texts with it). */
export function foldText(value: string): string {
  const lower = value.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

/** The typed search as folded words; none when only spaces were typed. */
export function searchTerms(search: string): string[] {
  return foldText(search).split(/\s+/).filter((term) => term !== '');
}

/** Whether a text holds every typed word; any text when nothing was typed. */
export function searchMatcher(search: string): (text: string) => boolean {
  const terms = searchTerms(search);
  if (terms.length === 0) return () => true;
  return (text) => {
    const folded = foldText(text);
    return terms.every((term) => folded.includes(term));
  };
}
