/** The shift form's agent picker and licences: an agent whose licence has expired, or ends before
 * the shift does, is offered disabled with the licence and the day; one with a valid licence is
 * offered as before. */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { licenseRowSchema } from '../../../src-sync/index.js';
import { users } from '../helpers/users.js';
import { AGENTS, planning, seedWorld } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';
import { openNewShift } from './shift-helpers.js';

const licence = (id: number, agentId: number, number: string, expires: string) =>
  licenseRowSchema.parse({ id, agent_id: agentId, type: 'Guard card', number, issued_at: '2020-01-01', expires_at: expires, updated_at: '2026-01-01 00:00:00' });

describe('agent picker and licences', () => {
  it('offers an agent with a lapsed licence disabled, with the licence and its last day', { timeout: 60_000 }, async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    await db.licenses.bulkPut([licence(1, AGENTS.ann.id, 'GC-OLD', '2024-01-31'), licence(2, AGENTS.bob.id, 'GC-OK', '2099-12-31')]);
    const { user } = renderDetails(db, users.admin, 100);
    const form = await openNewShift(user);
    const ann = await form.findByTestId(`agent-option-${AGENTS.ann.id}`);
    expect(ann).toHaveAttribute('data-disabled');
    expect(within(ann).getByText('Licence Guard card GC-OLD expired on 31/01/2024')).toBeInTheDocument();
    const bob = form.getByTestId(`agent-option-${AGENTS.bob.id}`);
    expect(bob).not.toHaveAttribute('data-disabled');
  });
});
