/**
 * What the top bar says about sync, in words (never colour alone): the most important fact first
 * (offline, then a failing sync or refused writes, then queued ones, then activity, then
 * freshness). A failing pull must not hide behind an old "Synced 5 min ago".
 */
import type { EngineProblem } from '../../../../src-sync/index.js';
import type { Translate } from '../../../i18n/index.js';
import { formatSince } from './relative-time.js';
import type { SyncStatus } from './use-sync-status.js';

export type SyncTone = 'offline' | 'failed' | 'busy' | 'ok';

export interface SyncSummary {
  tone: SyncTone;
  /** Short text on the trigger. */
  label: string;
  /** The trigger's text on a phone: the label with a bare number for its counts, so "Sending ·
   * 3 queued", cut to "Sending · …" there, keeps the number that matters ("Sending · 3"). */
  short: string;
  /** Full sentence for assistive technology and the popover heading. */
  description: string;
}

export function freshness(lastSyncAt: number | null, now: number, t: Translate): string {
  return lastSyncAt === null ? t('writes:sync.notSynced') : t('writes:summary.synced', { since: formatSince(lastSyncAt, now, t) });
}

/** The engine's last problem in words: its code's sentence, with what the server said. */
export function problemText(problem: EngineProblem, t: Translate): string {
  return t(`writes:problems.${problem.code}`, { detail: problem.detail ?? '' });
}

export function summarize(status: SyncStatus, offline: boolean, now: number, t: Translate): SyncSummary {
  const counts = [
    status.queued > 0 ? t('writes:summary.queuedCount', { count: status.queued }) : null,
    status.failed > 0 ? t('writes:summary.failedCount', { count: status.failed }) : null,
  ].filter((part): part is string => part !== null);
  const fresh = freshness(status.lastSyncAt, now, t);
  const withCounts = (head: string) => [head, ...counts].join(' · ');
  const pending = status.queued + status.failed;
  const withTotal = (head: string) => (pending > 0 ? `${head} · ${pending}` : head);

  if (offline) {
    const label = withCounts(t('writes:sync.offline'));
    return { tone: 'offline', label, short: withTotal(t('writes:sync.offline')), description: t('writes:summary.offlineSentence', { summary: label, freshness: fresh }) };
  }
  // Held through the engine's own retries (a successful pull clears it), so it does not flicker.
  if (status.pullError !== null) {
    const head = t(status.pulling ? 'writes:summary.syncFailedRetrying' : 'writes:summary.syncFailed');
    const label = withCounts(head);
    return { tone: 'failed', label, short: withTotal(head), description: t('writes:summary.pullFailedSentence', { summary: label, error: status.pullError, freshness: fresh }) };
  }
  if (status.failed > 0) {
    const label = counts.join(' · ');
    return { tone: 'failed', label, short: `${t('writes:sync.failed')} · ${status.failed}`, description: t('writes:summary.failedSentence', { summary: label, freshness: fresh }) };
  }
  if (status.queued > 0) {
    return { tone: 'busy', label: withCounts(t('writes:summary.sending')), short: withTotal(t('writes:summary.sending')), description: t('writes:summary.sendingSentence', { count: status.queued }) };
  }
  const alone = (tone: SyncTone, label: string, description: string): SyncSummary => ({ tone, label, short: label, description });
  if (status.pulling) return alone('busy', t('writes:sync.syncing'), t('writes:summary.syncingSentence', { freshness: fresh }));
  if (!status.connected) return alone('busy', t('writes:summary.connecting'), t('writes:summary.connectingSentence', { freshness: fresh }));
  return alone('ok', fresh, t('writes:summary.okSentence', { freshness: fresh }));
}
