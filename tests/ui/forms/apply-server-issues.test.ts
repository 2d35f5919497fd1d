/** The one issue placer of every form: server refusals and the engine's own input checks land
 * under the field they name, by list or by map, and the caller learns whether any did. */
import { describe, expect, it, vi } from 'vitest';
import { ApiError, MutationInputError } from '../../../src-sync/index.js';
import { applyServerIssues } from '../../../src/shared/forms/apply-server-issues.js';

interface Values {
  start_date: string;
  end_time: string;
  agents: number[];
  password: string;
}

describe('applyServerIssues', () => {
  it('maps a mutation issue path by its first segment to the field that shows it', () => {
    const setError = vi.fn();
    const error = new MutationInputError('Invalid shift', [
      { path: 'end', message: 'not valid ' },
      { path: 'agents.1', message: 'no such agent' },
      { path: 'planning_id', message: 'planning is finished' },
    ]);
    expect(applyServerIssues<Values>(error, { start: 'start_date', end: 'end_time', agents: 'agents' }, setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['end_time', { type: 'server', message: 'not valid ' }],
      ['agents', { type: 'server', message: 'no such agent' }],
    ]);
  });

  it('places a server answer on fields named like its paths', () => {
    const setError = vi.fn();
    const error = new ApiError({ status: 400, message: 'Invalid body', code: 'http_error', issues: [{ path: 'password', message: 'required' }], retryAfter: null });
    expect(applyServerIssues<Values>(error, ['password'], setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('password', { type: 'server', message: 'required' });
  });

  it('answers false when nothing lands, so the form shows a summary instead', () => {
    const setError = vi.fn();
    expect(applyServerIssues<Values>(new Error('offline'), ['password'], setError)).toBe(false);
    expect(applyServerIssues<Values>(new MutationInputError('Closed', [{ path: 'planning_id', message: 'closed' }]), { start: 'start_date' }, setError)).toBe(false);
    // A path named like an object's own property is no field.
    expect(applyServerIssues<Values>(new MutationInputError('Odd', [{ path: 'toString', message: 'x' }]), { start: 'start_date' }, setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
