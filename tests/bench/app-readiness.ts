/**
 * Whether the planning list (issue 4) exists yet, read from the source: the feature folder, a
 * `planning-row` data-testid on its rows, and the search box's data-testid when it has one.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const PLANNING_LIST_PATH = '/dashboard/planning';
export const ROW_SELECTOR = '[data-testid="planning-row"]';
/** A planning row painted at all: the start-up paint's copy (before the app runs) or the list's. */
export const FIRST_PAINT_SELECTOR = `${ROW_SELECTOR}, [data-testid="first-screen-row"]`;
/** Used when the list code names no search testid. */
const FALLBACK_SEARCH = 'input[aria-label="Search plannings"], input[type="search"]';

export interface AppReadiness {
  ready: boolean;
  reason: string;
  searchSelector: string;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|jsx?)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function planningListReadiness(): AppReadiness {
  const feature = path.join(ROOT, 'src/features/planning');
  const code = sourceFiles(feature).map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  if (code === '') return { ready: false, reason: 'planning list not built yet', searchSelector: FALLBACK_SEARCH };
  if (!code.includes('planning-row')) return { ready: false, reason: 'planning list has no planning-row testid yet', searchSelector: FALLBACK_SEARCH };
  const search = /data-testid=["'{`]*(planning-search[\w-]*)/.exec(code)?.[1];
  return { ready: true, reason: '', searchSelector: search !== undefined ? `[data-testid="${search}"]` : FALLBACK_SEARCH };
}
