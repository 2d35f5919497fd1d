/** The filter choices' labels: a name shown once stays bare; a repeated one names its client and
 * branch, and one still repeated within them, its address. */
import { describe, expect, it } from 'vitest';
import { distinctLabels, type LabelWords } from '../../../src/shared/format/index.js';
import type { FilterOption } from '../../../src/features/planning/list/filter-options.js';

const words: LabelWords = { of: (name, owner) => `${name} · ${owner}`, clientBranch: (client, branch) => `${client} → ${branch}` };

const location = (id: number, label: string, clientName: string, branchName: string | null, address: string): FilterOption => ({
  id, label, clientId: id, branchId: null, clientName, branchName, address,
});

describe('distinctLabels', () => {
  it('keeps a name that appears once bare', () => {
    const labels = distinctLabels([location(1, 'North Gate', 'Harbour Mall', 'Antwerp', 'Kaai 12'), location(2, 'Dock 4', 'Globex', null, 'Kaai 4')], words);
    expect([...labels.values()]).toEqual(['North Gate', 'Dock 4']);
  });

  it('names the client and branch of a repeated name, and the address when that still repeats', () => {
    const labels = distinctLabels(
      [
        location(1, 'Accueil', 'Harbour Mall', 'Antwerp', 'Kaai 12'),
        location(2, 'Accueil', 'Brabant Logistics Park NV', null, 'Noorderlaan 146'),
        location(3, 'Accueil', 'Liège Expo', 'Centre', 'Rue 1'),
        location(4, 'Accueil', 'Liège Expo', 'Centre', 'Rue 9'),
        location(5, 'Hall 2', 'Liège Expo', 'Centre', 'Rue 9'),
      ],
      words,
    );
    expect([...labels.values()]).toEqual([
      'Accueil · Harbour Mall → Antwerp',
      'Accueil · Brabant Logistics Park NV',
      'Accueil · Liège Expo → Centre · Rue 1',
      'Accueil · Liège Expo → Centre · Rue 9',
      'Hall 2',
    ]);
  });

  it('leaves options without an owner (subcontractors) as they are', () => {
    const labels = distinctLabels([{ id: 1, label: 'Argus' }, { id: 2, label: 'Argus' }], words);
    expect([...labels.values()]).toEqual(['Argus', 'Argus']);
  });
});
