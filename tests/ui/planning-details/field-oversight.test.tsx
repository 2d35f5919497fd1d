/**
 * What the field tells those who run a planning, in Planning Details: each agent of a changed
 * shift waits ("Change not acknowledged") or acknowledged, when; an agent's Start recorded outside
 * the site is flagged, and an entry that reached the server late says when. Staff and the
 * subcontractor the planning is forwarded to see it (`field.oversee`); the client does not.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historyRowSchema, type OwnUser } from '../../../src-sync/index.js';
import { users } from '../helpers/users.js';
import { NIGHTWATCH, planning, seedWorld, shift } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';

const ANN = { id: 31, first_name: 'Ann', last_name: 'Night', agent_shift_id: 9, change_pending: 1 as const, change_acknowledged_at: null };
const BOB = { id: 32, first_name: 'Bob', last_name: 'Argus', agent_shift_id: 10, change_pending: 0 as const, change_acknowledged_at: '2026-02-01 07:45:00' };
const CARL = { id: 33, first_name: 'Carl', last_name: 'Nouser', agent_shift_id: 11 };

async function open(user: OwnUser) {
  const db = freshDb();
  await seedWorld(
    db,
    [planning(100, { status: 'confirmed', client_id: 10, subcontractor_id: NIGHTWATCH, contractor: { name: 'NightWatch BV' }, contractor_status: 'accepted' })],
    [shift(500, 100, { agents: [ANN, BOB, CARL] })],
  );
  const base = {
    planning_id: 100, request_id: 1, shift_id: 500, agent_id: 31, agent_shift_id: 9, break_finished_at: null, break_reason: null, note: null,
    image: null, cost: null, agent: { first_name: 'Ann', last_name: 'Night' }, updated_at: '2026-02-01 09:00:00', version: 1, accuracy: 12,
  };
  await db.planning_history.bulkPut([
    // Tapped at 08:02 with no signal, received at 08:40, 1.5 km away.
    historyRowSchema.parse({ ...base, id: 1, status: 'started', created_at: '2026-02-01 08:02:00', received_at: '2026-02-01 08:40:00', fence: 'outside' }),
    // On time, inside.
    historyRowSchema.parse({ ...base, id: 2, status: 'ended', created_at: '2026-02-01 12:00:00', received_at: '2026-02-01 12:00:03', fence: 'inside' }),
  ]);
  renderDetails(db, user, 100);
  await screen.findByTestId('shift-row');
  await screen.findAllByTestId('history-entry');
}

const agentRow = (id: number) => screen.getAllByTestId('shift-agent').find((el) => el.dataset.agentId === String(id)) as HTMLElement;
const entryOf = (status: string) => screen.getAllByTestId('history-entry').find((el) => el.dataset.status === status) as HTMLElement;

describe('the field in Planning Details', () => {
  it.each([['an admin', users.admin], ['a planner', users.planner], ['the subcontractor it is forwarded to', users.subcontractor]])(
    'shows %s who acknowledged a changed shift, the Start outside the site and its late arrival',
    async (_who, user) => {
      await open(user);
      expect(within(agentRow(31)).getByTestId('change-pending')).toHaveTextContent('Change not acknowledged');
      // 07:45 UTC is 08:45 in Brussels.
      expect(within(agentRow(32)).getByTestId('change-acknowledged')).toHaveTextContent('Acknowledged 01-02-2026 08:45');
      // Never asked: nothing to say.
      expect(within(agentRow(33)).queryByTestId('change-pending')).toBeNull();
      expect(within(agentRow(33)).queryByTestId('change-acknowledged')).toBeNull();

      const started = entryOf('started');
      expect(within(started).getByTestId('history-outside-fence')).toHaveTextContent('Outside the site');
      expect(within(started).getByTestId('history-outside-fence')).toHaveAttribute('title', "Recorded outside the site's fence (position accurate to 12 m)");
      expect(within(started).getByTestId('history-received')).toHaveTextContent('Received by the server 2026/02/01 09:40');
      // The entry stays dated by the phone's time.
      expect(within(started).getByTestId('history-time')).toHaveTextContent('2026/02/01 09:02');
      const ended = entryOf('ended');
      expect(within(ended).queryByTestId('history-outside-fence')).toBeNull();
      expect(within(ended).queryByTestId('history-received')).toBeNull();
    },
  );

  it('shows the client its shifts and history without the field’s flags', async () => {
    await open(users.client);
    expect(screen.queryAllByTestId('change-pending')).toEqual([]);
    expect(screen.queryAllByTestId('change-acknowledged')).toEqual([]);
    expect(screen.queryAllByTestId('history-outside-fence')).toEqual([]);
  });
});
