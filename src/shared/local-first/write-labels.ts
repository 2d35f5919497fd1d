/**
 * Plain-text descriptions of queued writes (outbox rows), shared by the per-record badge and the
 * top bar's sync popover, so both always say the same thing for the same state. Text, not colour
 * alone, carries the state (readable on a dim screen and by screen readers).
 */
import { DateTime } from 'luxon';
import type { OutboxRow, OutboxState } from '../../../src-sync/index.js';

/** Which write speaks for a record with several: a failure first, then the one in flight. */
const RANK: Record<OutboxState, number> = { failed: 3, sending: 2, waiting: 1, pending: 0 };

export function leadingWrite(rows: readonly OutboxRow[]): OutboxRow | null {
  return rows.reduce<OutboxRow | null>((lead, row) => (lead === null || RANK[row.state] > RANK[lead.state] ? row : lead), null);
}

/** Queued = the engine still owns it (it will be sent); failed = the user must decide. */
export function isQueued(row: OutboxRow): boolean {
  return row.state !== 'failed';
}

export const FAILED_FALLBACK_REASON = 'The server refused this change.';

/** The server's reason for a final refusal, as stored on the row. */
export function failureReason(row: OutboxRow): string {
  return row.last_error?.trim() || FAILED_FALLBACK_REASON;
}

/** Mirrors the engine's rule (outbox-actions.ts discardOutboxRow): a failed write, or one that
 * never left this device, can be dropped; one that may have reached the server cannot. */
export function canDiscard(row: OutboxRow): boolean {
  return row.state === 'failed' || (row.state !== 'sending' && row.attempts === 0);
}

/** Epoch ms of the next attempt when the row is backing off, else null (due now or in flight). */
export function backoffUntil(row: OutboxRow, now: number): number | null {
  if (row.state === 'sending' || row.state === 'failed') return null;
  return row.next_attempt_at > now ? row.next_attempt_at : null;
}

export function formatClock(epochMs: number): string {
  return DateTime.fromMillis(epochMs).toFormat('HH:mm:ss');
}

/** The short state label: 'Sending…', 'Waiting to send', 'Failed: <reason>'. */
export function writeStateLabel(row: OutboxRow): string {
  if (row.state === 'sending') return 'Sending…';
  if (row.state === 'failed') return `Failed: ${failureReason(row)}`;
  return 'Waiting to send';
}

/** Extra detail for a waiting row: when it is tried next, or why it is held back. */
export function waitingDetail(row: OutboxRow, now: number): string | null {
  if (row.state === 'failed' || row.state === 'sending') return null;
  const until = backoffUntil(row, now);
  const parts: string[] = [];
  if (until !== null) parts.push(`next try at ${formatClock(until)}`);
  if (row.state === 'waiting' && row.last_error) parts.push(row.last_error);
  return parts.length > 0 ? parts.join(' · ') : null;
}

const ENTITY_LABEL: Partial<Record<OutboxRow['entity'], string>> = {
  plannings: 'planning',
  shifts: 'shift',
  planning_history: 'history entry',
  messages: 'message',
  requests: 'request',
  channels: 'chat group',
};

/** 'Create shift' from op 'create-shift'; the op names are the mutations' file names. */
export function describeWrite(row: OutboxRow): string {
  const words = row.op.split('-').filter(Boolean);
  const verb = words[0] ? words[0].charAt(0).toUpperCase() + words[0].slice(1) : 'Change';
  const rest = words.slice(1).join(' ');
  const subject = rest || ENTITY_LABEL[row.entity] || row.entity;
  const id = row.target_id !== null && row.target_id > 0 ? ` #${row.target_id}` : row.target_id !== null ? ' (new)' : '';
  return `${verb} ${subject}${id}`;
}
