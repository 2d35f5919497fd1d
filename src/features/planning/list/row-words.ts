/**
 * Every word a planning row shows, in one language, read once per language from the
 * `planning-row` namespace: by i18next in the app, by the catalogue lookup in the start-up paint
 * (which has no i18next). A row is patched on every keystroke that changes the list, so it reads
 * prepared texts instead of asking the catalogue for each cell.
 */
import { PLANNING_STATUSES, type PlanningStatus } from '../../../../src-sync/index.js';
import { isolate, isolateLtr } from '../../../i18n/bidi.js';
import { intlLocale, type Language } from '../../../i18n/languages.js';
import type { Translate } from '../../../i18n/lookup.js';
import { CONTRACTOR_STATUS_COLOR, type ContractorStatus } from '../status-labels.js';

// From the colours' keys: the protocol's own list sits beside its zod schema, which the page's
// entry (the start-up paint) must not carry.
const CONTRACTOR_STATUSES = Object.keys(CONTRACTOR_STATUS_COLOR) as ContractorStatus[];

export interface RowWords {
  /** The Intl locale of the language (zone names). */
  locale: string;
  status: Record<PlanningStatus, string>;
  contractorStatus: Record<ContractorStatus, string>;
  notForwarded: string;
  agentsNeeded: string;
  agentsNeededCount: (count: number) => string;
  zoneNote: (zone: string, name: string) => string;
  /** 'client → branch' (the arrow points the way the language reads). */
  clientBranch: (client: string, branch: string) => string;
  /** The arrow between a client and its branch, the one the catalogue's 'client → branch' uses. */
  branchArrow: string;
  /** A fixed-format text (a date and time) kept left to right inside a right-to-left line. */
  fixed: (text: string) => string;
  /** '→ branch', under the client. */
  branchLine: (branch: string) => string;
  queued: string;
  failed: string;
  queuedTitle: string;
  failedTitle: string;
  /** A planning from before the sync horizon, loaded for the dates in view. */
  remote: string;
  remoteTitle: string;
}

export function rowWords(t: Translate, language: Language): RowWords {
  return {
    locale: intlLocale(language),
    status: Object.fromEntries(PLANNING_STATUSES.map((status) => [status, t(`planning-row:status.${status}`)])) as Record<PlanningStatus, string>,
    contractorStatus: Object.fromEntries(CONTRACTOR_STATUSES.map((status) => [status, t(`planning-row:contractorStatus.${status}`)])) as Record<ContractorStatus, string>,
    notForwarded: t('planning-row:notForwarded'),
    agentsNeeded: t('planning-row:agentsNeeded'),
    agentsNeededCount: (count) => t('planning-row:agentsNeededCount', { count }),
    zoneNote: (zone, name) => t('planning-row:zoneNote', { zone, name }),
    clientBranch: (client, branch) => t('planning-row:clientBranch', { client: isolate(client, language), branch: isolate(branch, language) }),
    branchLine: (branch) => t('planning-row:branchLine', { branch: isolate(branch, language) }),
    branchArrow: t('planning-row:branchArrow'),
    fixed: (text) => isolateLtr(text, language),
    queued: t('planning-row:write.queued'),
    failed: t('planning-row:write.failed'),
    queuedTitle: t('planning-row:write.queuedTitle'),
    failedTitle: t('planning-row:write.failedTitle'),
    remote: t('planning-row:write.remote'),
    remoteTitle: t('planning-row:write.remoteTitle'),
  };
}
