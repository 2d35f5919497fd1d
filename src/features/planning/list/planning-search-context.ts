/**
 * The search text, handed to the two controls that show it (the search box and the Reset filters
 * button) by context rather than props: the filter bar around them is memoized on the other
 * filters, so a keystroke re-renders these two consumers and nothing of the bar (DESIGN.md
 * section 6: keystroke to updated list under 50 ms).
 */
import { createContext } from 'react';

/** What the search box holds, as the list filters by it. */
export const SearchTextContext = createContext('');

/** Whether the search narrows the list at all: changes on the first and last letter only. */
export const SearchActiveContext = createContext(false);
