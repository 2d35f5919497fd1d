/**
 * What the top bar says about sync, in words (never colour alone): the most important fact first
 * (offline, then a failing sync or refused writes, then queued ones, then activity, then
 * freshness). A failing pull must not hide behind an old "Synced 5 min ago".
 */
import { formatSince } from './relative-time.js';
import type { SyncStatus } from './use-sync-status.js';

export type SyncTone = 'offline' | 'failed' | 'busy' | 'ok';

export interface SyncSummary {
  tone: SyncTone;
  /** Short text on the trigger. */
  label: string;
  /** Full sentence for assistive technology and the popover heading. */
  description: string;
}

export function countLabel(count: number, word: 'queued' | 'failed'): string {
  return `${count} ${word}`;
}

export function freshness(lastSyncAt: number | null, now: number): string {
  return lastSyncAt === null ? 'Not synced yet' : `Synced ${formatSince(lastSyncAt, now)}`;
}

export function summarize(status: SyncStatus, offline: boolean, now: number): SyncSummary {
  const counts = [
    status.queued > 0 ? countLabel(status.queued, 'queued') : null,
    status.failed > 0 ? countLabel(status.failed, 'failed') : null,
  ].filter((part): part is string => part !== null);
  const fresh = freshness(status.lastSyncAt, now);
  const withCounts = (head: string) => [head, ...counts].join(' · ');

  if (offline) return { tone: 'offline', label: withCounts('Offline'), description: `${withCounts('Offline')}. ${fresh}.` };
  // Held through the engine's own retries (a successful pull clears it), so it does not flicker.
  if (status.pullError !== null) {
    const label = [status.pulling ? 'Sync failed, retrying' : 'Sync failed', ...counts].join(' · ');
    return { tone: 'failed', label, description: `${label}: ${status.pullError} ${fresh}. Vigil tries again by itself.` };
  }
  if (status.failed > 0) return { tone: 'failed', label: counts.join(' · '), description: `${counts.join(' · ')}. ${fresh}.` };
  if (status.queued > 0) return { tone: 'busy', label: `Sending · ${counts.join(' · ')}`, description: `Sending ${status.queued} queued.` };
  if (status.pulling) return { tone: 'busy', label: 'Syncing…', description: `Syncing… ${fresh}.` };
  if (!status.connected) return { tone: 'busy', label: 'Connecting…', description: `Connecting to live updates. ${fresh}.` };
  return { tone: 'ok', label: fresh, description: `Online, live updates connected. ${fresh}.` };
}
