/** Layout facts of a page, for the width and language tests. */
import type { Page } from 'playwright-core';

/** How far the page scrolls sideways (0 or less: it fits the window). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
