/**
 * When a licence stops an agent from working, one rule for the server (which refuses the
 * assignment with 422) and the shift form (which shows the agent disabled, with the reason).
 *
 * A licence is valid up to and including its expiry day (a card reading "valid until 12/05/2026"
 * covers the 12th), in UTC days like every date Vigil stores. An agent may work a shift only while
 * every licence it holds is valid: a licence that has expired, or that expires before the shift
 * ends, blocks the assignment. A licence without an expiry date (recorded before expiry dates
 * were required) never blocks.
 */

/** Days before the expiry day at which the admin and the agent's subcontractor are told, and 0:
 * the day after the last valid day (expired). Each threshold is told once per licence. */
export const LICENCE_ALERT_DAYS = [30, 7, 0] as const;
/** Licences expiring within this many days are flagged in the lists. */
export const LICENCE_WARNING_DAYS = 30;

export interface LicenceDates {
  id: number;
  type: string;
  number: string;
  /** `YYYY-MM-DD` (older rows: `YYYY-MM-DD 00:00:00`). */
  expires_at: string | null;
}

/** The last day the licence is valid, `YYYY-MM-DD`, or null when it has no expiry. */
export function lastValidDay(licence: Pick<LicenceDates, 'expires_at'>): string | null {
  return licence.expires_at === null ? null : licence.expires_at.slice(0, 10);
}

/** `YYYY-MM-DD` of a UTC wire datetime or of a moment. */
export function utcDay(at: string | number): string {
  return typeof at === 'string' ? at.slice(0, 10) : new Date(at).toISOString().slice(0, 10);
}

/** Whole days from `today` to the licence's last valid day (negative: expired). */
export function daysLeft(licence: Pick<LicenceDates, 'expires_at'>, today: string): number | null {
  const last = lastValidDay(licence);
  if (last === null) return null;
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export type LicenceState = 'valid' | 'expiring' | 'expired' | 'no-expiry';

export function licenceState(licence: Pick<LicenceDates, 'expires_at'>, today: string): LicenceState {
  const left = daysLeft(licence, today);
  if (left === null) return 'no-expiry';
  if (left < 0) return 'expired';
  return left <= LICENCE_WARNING_DAYS ? 'expiring' : 'valid';
}

export interface LicenceBlock {
  licence: LicenceDates;
  /** `expired`: already on the day the check runs; `ends-before-shift`: before the shift ends. */
  reason: 'expired' | 'ends-before-shift';
  /** The last valid day, `YYYY-MM-DD`. */
  lastDay: string;
}

/**
 * The licence that keeps the agent off a shift ending at `shiftEnd` (UTC wire datetime), checked
 * on `today` (`YYYY-MM-DD`); null when none does. The earliest expiry is named.
 */
export function blockingLicence(licences: readonly LicenceDates[], shiftEnd: string, today: string): LicenceBlock | null {
  const endDay = utcDay(shiftEnd);
  let found: LicenceBlock | null = null;
  for (const licence of licences) {
    const last = lastValidDay(licence);
    if (last === null) continue;
    const expired = last < today;
    if (!expired && last >= endDay) continue;
    if (found === null || last < found.lastDay) found = { licence, reason: expired ? 'expired' : 'ends-before-shift', lastDay: last };
  }
  return found;
}
