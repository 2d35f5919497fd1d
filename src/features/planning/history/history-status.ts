/**
 * How a history entry reads in the timeline (spec section 4): the status colours (started green,
 * ended red, break orange; image, note and cost have none and show neutral), the dot (red for
 * ended, green otherwise), and a break's duration or 'In progress' until it has ended.
 */
import { Duration } from 'luxon';
import type { HistoryRow, HistoryStatus } from '../../../../src-sync/index.js';
import { parseUtcWire } from '../format/index.js';

export const STATUS_COLOR: Record<HistoryStatus, string> = {
  started: 'green',
  ended: 'red',
  break: 'orange',
  image: 'gray',
  note: 'gray',
  cost: 'gray',
  sos: 'red',
  safe: 'green',
};

export const STATUS_LABEL: Record<HistoryStatus, string> = {
  started: 'Started',
  ended: 'Ended',
  break: 'Break',
  image: 'Image',
  note: 'Note',
  cost: 'Cost',
  sos: 'SOS',
  safe: 'Team safe',
};

export const BREAK_IN_PROGRESS = 'In progress';

export function dotColor(status: HistoryStatus): 'red' | 'green' {
  return status === 'ended' || status === 'sos' ? 'red' : 'green';
}

/** '45 min', '1 h 05 min'; 'In progress' while the break has no end yet. */
export function breakDuration(entry: Pick<HistoryRow, 'created_at' | 'break_finished_at'>): string {
  if (entry.break_finished_at === null) return BREAK_IN_PROGRESS;
  const minutes = Math.max(0, Math.round(parseUtcWire(entry.break_finished_at).diff(parseUtcWire(entry.created_at), 'minutes').minutes));
  if (!Number.isFinite(minutes)) return '';
  const duration = Duration.fromObject({ minutes }).shiftTo('hours', 'minutes');
  return duration.hours > 0 ? `${duration.hours} h ${String(duration.minutes).padStart(2, '0')} min` : `${duration.minutes} min`;
}

export function agentName(entry: Pick<HistoryRow, 'agent'>): string {
  return entry.agent ? `${entry.agent.first_name} ${entry.agent.last_name}`.trim() : 'Unknown agent';
}

/** EUR, the spec's only currency. */
export function formatCost(cost: number): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cost);
}
