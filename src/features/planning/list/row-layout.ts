/**
 * Row geometry of the windowed list. Fixed heights (no measuring) keep scrolling through
 * 100,000 rows cheap. Desktop (spec: above 1220 px, Chakra `xl`) shows a row as columns of at
 * most two lines; tablet and mobile collapse it to three lines of text, since next to the 280 px
 * sidebar a tablet has no room for the columns (two lines left the location one letter wide at
 * 800 px and none at 390 px once a contractor shared its line).
 */
export type RowLayout = 'wide' | 'narrow';

export const ROW_HEIGHT: Record<RowLayout, number> = { wide: 52, narrow: 80 };

/** Identifier | Client -> Branch | Location | Start / End | Agents | Status | Contractor. The
 * identifier column fits the longest seeded identifier (REQ-2026-000123) untruncated. */
export const WIDE_COLUMNS = '128px minmax(120px, 1.3fr) minmax(120px, 1.3fr) 136px 64px 92px minmax(110px, 1fr)';
