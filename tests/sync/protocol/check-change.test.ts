/**
 * A feed or bootstrap change is checked by hand for its envelope (a first sync checks a million)
 * and by its entity's schema for its row: a broken envelope or row is refused with the reason,
 * whatever the way it is broken, and a good one passes with its row.
 */
import { describe, expect, it } from 'vitest';
import { checkChange } from '../../../src-sync/pull/validate-change.js';

const T = '2030-01-10 08:00:00';
const branch = { id: 4, client_id: 1, name: 'Gent', address: null, email: null, phone: null, archived: 0, version: 1, tempId: null, updated_at: T };

describe('checking a change', () => {
  it('passes a well-formed upsert and delete', () => {
    const upsert = checkChange({ entity: 'branches', op: 'upsert', id: 4, data: branch });
    expect(upsert.ok).toBe(true);
    expect(checkChange({ entity: 'branches', op: 'delete', id: 4 })).toEqual({ ok: true, value: { table: 'branches', id: 4, row: null } });
  });

  it.each([
    ['not an object', 'branches:4'],
    ['null', null],
    ['an unknown entity', { entity: 'payroll', op: 'upsert', id: 4, data: branch }],
    ['an unknown op', { entity: 'branches', op: 'merge', id: 4, data: branch }],
    ['a fractional id', { entity: 'branches', op: 'delete', id: 4.5 }],
    ['an id as text', { entity: 'branches', op: 'delete', id: '4' }],
    ['data that is an array', { entity: 'branches', op: 'upsert', id: 4, data: [branch] }],
    ['data with a key over 100 characters', { entity: 'branches', op: 'upsert', id: 4, data: { ...branch, ['k'.repeat(101)]: 1 } }],
  ])('refuses %s as a malformed change', (_what, raw) => {
    const checked = checkChange(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason).toMatch(/^malformed change: /);
  });

  it('refuses a row its entity’s schema refuses, and a row under another id', () => {
    const bad = checkChange({ entity: 'branches', op: 'upsert', id: 4, data: { ...branch, name: 42 } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toMatch(/^invalid branches row 4/);
    const moved = checkChange({ entity: 'branches', op: 'upsert', id: 5, data: branch });
    expect(moved).toMatchObject({ ok: false, reason: 'branches change 5 carries row 4' });
  });
});
