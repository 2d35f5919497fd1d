/** The list's default view (spec section 7: start of today to one month ahead, end of that day, in
 * the device's own day) as UTC wire datetimes: what a bootstrap brings first unless the app says
 * otherwise (the app passes the list's own window function, which this mirrors). */
import type { BootstrapWindow } from './bootstrap-state.js';

const wire = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

export function defaultBootstrapWindow(now: number): BootstrapWindow {
  const today = new Date(now);
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  // Clamp to the month's last day, as luxon's plus({ months: 1 }) does (31 January -> 28 February).
  const lastDay = new Date(today.getFullYear(), today.getMonth() + 2, 0).getDate();
  const to = new Date(today.getFullYear(), today.getMonth() + 1, Math.min(today.getDate(), lastDay), 23, 59, 59);
  return { from: wire(from), to: wire(to) };
}
