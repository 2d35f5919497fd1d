/**
 * Words for queued writes (outbox rows), in the user's language, shared by the per-record badge
 * and the top bar's sync popover, so both always say the same thing for the same state. Text,
 * not colour alone, carries the state (readable on a dim screen and by screen readers). The
 * engine stores codes (`last_code`); the server's own message is the last resort.
 */
import { DateTime } from 'luxon';
import { isDirectoryEntity, type OutboxRow, type OutboxState } from '../../../src-sync/index.js';
import type { Translate } from '../../i18n/index.js';

/** Which write speaks for a record with several: a failure first, then the one in flight. */
const RANK: Record<OutboxState, number> = { failed: 3, sending: 2, waiting: 1, pending: 0 };

export function leadingWrite(rows: readonly OutboxRow[]): OutboxRow | null {
  return rows.reduce<OutboxRow | null>((lead, row) => (lead === null || RANK[row.state] > RANK[lead.state] ? row : lead), null);
}

/** Queued = the engine still owns it (it will be sent); failed = the user must decide. */
export function isQueued(row: OutboxRow): boolean {
  return row.state !== 'failed';
}

/** Codes of the engine and the server that have their own words. */
const REASONS = new Set(['waiting_for_create', 'orphaned', 'image_missing', 'network_error', 'unauthorized', 'write_conflict']);

/** Why a write failed or waits: known codes in the user's language, else the server's words. */
export function writeReason(row: OutboxRow, t: Translate): string | null {
  const code = row.last_code ?? (row.last_status === 0 ? 'network_error' : row.last_status === 401 ? 'unauthorized' : null);
  if (code && REASONS.has(code)) return t(`writes:reasons.${code}`);
  return row.last_error?.trim() || null;
}

/** The reason of a final refusal, never empty. */
export function failureReason(row: OutboxRow, t: Translate): string {
  return writeReason(row, t) ?? t('writes:reasons.refused');
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

/** The short state word: 'Sending…', 'Waiting to send', 'Failed', 'Changed meanwhile'. */
export function stateWord(row: OutboxRow, t: Translate): string {
  if (row.state === 'sending') return t('writes:state.sending');
  if (row.state === 'failed') return t(row.conflict ? 'writes:state.conflict' : 'writes:state.failed');
  return t('writes:state.waiting');
}

/** The state with its reason: 'Sending…', 'Waiting to send', 'Failed: <reason>'. */
export function writeStateLabel(row: OutboxRow, t: Translate): string {
  if (row.state === 'failed') return t('writes:state.failedBecause', { reason: failureReason(row, t) });
  return stateWord(row, t);
}

/** Extra detail for a waiting row: when it is tried next, or why it is held back. */
export function waitingDetail(row: OutboxRow, now: number, t: Translate): string | null {
  if (row.state === 'failed' || row.state === 'sending') return null;
  const until = backoffUntil(row, now);
  const parts: string[] = [];
  if (until !== null) parts.push(t('writes:state.nextTry', { time: formatClock(until) }));
  const reason = row.state === 'waiting' ? writeReason(row, t) : null;
  if (reason) parts.push(reason);
  return parts.length > 0 ? parts.join(' · ') : null;
}

const KNOWN_OPS = new Set([
  'update-planning', 'create-shift', 'update-shift', 'delete-shift', 'create-history', 'update-history', 'delete-history',
  'forward-planning', 'cancel-forward', 'cancel-planning', 'delete-plannings', 'upload-history-image', 'review-request',
  'set-history-internal', 'create-request', 'update-request', 'cancel-request', 'upload-request-image', 'mark-notifications-read',
  'update-own-language', 'send-message', 'read-channel', 'create-group', 'add-group-members', 'set-group-muted',
  'acknowledge-shift-change', 'acknowledge-sos', 'raise-sos', 'record-field-event', 'report-position',
]);

/** A directory record's write ('create-clients'): its kind of record in the user's words. */
function opWords(op: string, t: Translate): string {
  const directory = /^(create|update|delete)-(.+)$/.exec(op);
  const [, verb, entity] = directory ?? [];
  if (verb && entity && isDirectoryEntity(entity)) return t(`writes:directoryOps.${verb}`, { record: t(`directory:collections.${entity}.one`) });
  // Every write is named: a queued chat message, SOS or position read 'Change' beside Discard.
  return t(`writes:ops.${KNOWN_OPS.has(op) ? op : 'other'}`);
}

/** 'New shift (new)', 'Change planning #12': what the write does, and to which record. With
 * `named`, the record is named by a line of its own (the sync status: its request and time), so
 * the id is left out. */
export function describeWrite(row: OutboxRow, t: Translate, named = false): string {
  const what = opWords(row.op, t);
  if (row.target_id === null || (named && row.target_id > 0)) return what;
  return row.target_id > 0 ? t('writes:describe.withId', { what, id: row.target_id }) : t('writes:describe.new', { what });
}
