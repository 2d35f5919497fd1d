/** An agent's or a licence's badge: expired, or expiring within LICENCE_WARNING_DAYS. */
import { daysLeft, licenceState, type LicenseRow } from '../../../../src-sync/index.js';
import type { RowBadge } from './collection-types.js';

export function licenceBadge(licence: Pick<LicenseRow, 'expires_at'>, today: string): RowBadge | null {
  const state = licenceState(licence, today);
  if (state === 'expired') return { label: 'directory:badges.licenceExpired', palette: 'red' };
  if (state !== 'expiring') return null;
  const count = daysLeft(licence, today) ?? 0;
  // Its last valid day is today: "expires in 0 days" read as already gone.
  return { label: count === 0 ? 'directory:badges.licenceExpiresToday' : 'directory:badges.licenceExpiring', values: { count }, palette: 'orange' };
}

/** The worst state among an agent's licences (one badge: what a planner must know first). */
export function licenceBadges(licences: readonly Pick<LicenseRow, 'expires_at'>[], today: string): RowBadge[] {
  let worst: RowBadge | null = null;
  for (const licence of licences) {
    const badge = licenceBadge(licence, today);
    if (badge === null) continue;
    if (badge.palette === 'red') return [badge];
    if (worst === null || (badge.values?.count ?? 0) < (worst.values?.count ?? 0)) worst = badge;
  }
  return worst === null ? [] : [worst];
}
