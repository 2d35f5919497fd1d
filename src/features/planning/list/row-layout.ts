/**
 * Row geometry of the virtualized list. Fixed heights (no measuring) keep scrolling through
 * 100,000 rows cheap. Desktop (spec: above 1220 px, Chakra `xl`) shows one row as a line of
 * columns; tablet and mobile collapse a row to two lines, since with the 280 px sidebar a tablet
 * leaves no room for eight columns.
 */
export type RowLayout = 'wide' | 'narrow';

export const ROW_HEIGHT: Record<RowLayout, number> = { wide: 52, narrow: 64 };

/** Identifier | Client -> Branch | Location | Start | End | Agents | Status | Contractor */
export const WIDE_COLUMNS = 'minmax(96px, 0.8fr) minmax(150px, 1.5fr) minmax(150px, 1.5fr) 128px 128px 56px 96px minmax(150px, 1.3fr)';
