/** The request list's PO: "PO " before a bare number, never twice. */
import { describe, expect, it } from 'vitest';
import { poText } from '../../../src/features/requests/list/request-list-row.js';

describe('a request row’s PO number', () => {
  it.each([
    ['4501293886', 'PO 4501293886'],
    ['PO-4501293886', 'PO-4501293886'],
    ['PO999', 'PO999'],
    ['po 12', 'po 12'],
    ['Pool-12', 'PO Pool-12'],
  ])('%s reads %s', (po, expected) => {
    expect(poText(po, `PO ${po}`)).toBe(expected);
  });
});
