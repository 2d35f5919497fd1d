/** "3 plannings, 1 request": what still uses a record, in the user's language. */
import type { Translate } from '../../../i18n/index.js';
import type { UsageFacts } from '../../../../src-sync/index.js';

const KNOWN = new Set(['plannings', 'requests', 'branches', 'locations', 'contacts', 'accounts', 'agents', 'shifts', 'history', 'messages']);

export function usageText(usage: UsageFacts, t: Translate): string {
  return Object.entries(usage)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => (KNOWN.has(kind) ? t(`directory:usage.${kind}`, { count }) : t('directory:usage.other', { kind, count })))
    .join(', ');
}

export const inUse = (usage: UsageFacts): boolean => Object.values(usage).some((count) => count > 0);
