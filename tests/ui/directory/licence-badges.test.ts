/** An agent's licence badge: expired, expiring in N days, or expiring today (its last valid day). */
import { describe, expect, it } from 'vitest';
import { licenceBadge, licenceBadges } from '../../../src/features/directory/collections/licence-badges.js';

const today = '2026-11-30';

describe('licence badges', () => {
  it('says a licence whose last valid day is today expires today, not "in 0 days"', () => {
    expect(licenceBadge({ expires_at: '2026-11-30' }, today)).toEqual({ label: 'directory:badges.licenceExpiresToday', values: { count: 0 }, palette: 'orange' });
    expect(licenceBadge({ expires_at: '2026-12-03' }, today)).toEqual({ label: 'directory:badges.licenceExpiring', values: { count: 3 }, palette: 'orange' });
    expect(licenceBadge({ expires_at: '2026-11-29' }, today)).toEqual({ label: 'directory:badges.licenceExpired', palette: 'red' });
  });

  it('shows the worst of an agent’s licences: today before in three days', () => {
    expect(licenceBadges([{ expires_at: '2026-12-03' }, { expires_at: '2026-11-30' }], today)).toEqual([
      { label: 'directory:badges.licenceExpiresToday', values: { count: 0 }, palette: 'orange' },
    ]);
  });
});
