/**
 * Whether the search narrows the list, for the Reset filters button alone: the filter bar around
 * it is memoized on the other filters, so the first and last letter typed re-render this button
 * and nothing else of the bar (DESIGN.md section 6: keystroke to updated list under 50 ms).
 */
import { createContext } from 'react';

export const SearchActiveContext = createContext(false);
