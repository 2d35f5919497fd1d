/**
 * The planning feature's public entry (see src/features/auth/index.ts). Three audiences, three
 * moments: the page's entry paints the list's first rows with the start-up parts (plain
 * functions, no React or Dexie: the build keeps the rest of this file out of that chunk), the
 * app prefetches the list's first screenful while React renders, and the page itself loads on
 * demand.
 */
export { HEAD_SIZE, ROW_HEIGHT, WIDE_COLUMNS, defaultListWindow, firstScreenRow, rowWords, warmRowFormatting, type RowLayout, type RowWords } from './list/first-screen-parts.js';
export { prefetchPlanningHead } from './list/use-planning-head.js';
export { loadPlanningPage } from './load-planning-page.js';
export { loadRequestReview } from './load-request-review.js';
