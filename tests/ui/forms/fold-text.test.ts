/** One search rule for every list: any case, accents ignored, every typed word in any order. */
import { describe, expect, it } from 'vitest';
import { foldText, searchMatcher } from '../../../src/shared/format/fold-text.js';
import { NO_REQUEST_FILTERS, filterRequests } from '../../../src/features/requests/list/request-filters.js';
import { request } from '../planning-history/history-fixtures.js';

describe('search', () => {
  it('folds case and accents, and wants every word', () => {
    expect(foldText('Élodie LEFÈVRE')).toBe('elodie lefevre');
    const matches = searchMatcher('  lefevre  ELODIE ');
    expect(matches('Élodie Lefèvre')).toBe(true);
    expect(matches('Élodie Simon')).toBe(false);
    expect(searchMatcher('   ')('anything')).toBe(true);
  });

  it("finds a request by a name typed without its accents, as the planning list does", () => {
    const rows = [request({ id: 1, identifier: 'REQ-1', client: { name: 'Lefèvre Sécurité' } }), request({ id: 2, identifier: 'REQ-2' })];
    expect(filterRequests(rows, { ...NO_REQUEST_FILTERS, search: 'lefevre securite' }).map((row) => row.identifier)).toEqual(['REQ-1']);
  });
});
