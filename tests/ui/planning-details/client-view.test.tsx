/**
 * Proof of service in Planning Details: a client user reads the shifts and history of its own
 * organisation's staffed planning, read-only; staff hide an entry from the client (and show it
 * again) with one switch per entry; whoever still sees a hidden entry is told it is internal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historyRowSchema, type HistoryRow, type OwnUser, type VigilDb } from '../../../src-sync/index.js';
import { users } from '../helpers/users.js';
import { untilClickable } from '../helpers/dialogs.js';
import { NIGHTWATCH, planning, seedWorld, shift } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';

const ANN = { id: 31, first_name: 'Ann', last_name: 'Night', agent_shift_id: 9 };

function entry(id: number, overrides: Partial<HistoryRow> = {}): HistoryRow {
  return historyRowSchema.parse({
    id, planning_id: 100, request_id: 1, shift_id: 500, agent_id: ANN.id, agent_shift_id: ANN.agent_shift_id, status: 'started',
    created_at: '2026-02-01 08:00:00', break_finished_at: null, break_reason: null, note: null, image: null, cost: null,
    agent: { first_name: 'Ann', last_name: 'Night' }, updated_at: '2026-02-01 08:00:00', internal: 0, version: 1,
    ...overrides,
  });
}

/** A confirmed planning of the client's organisation (Harbour Mall, id 10), forwarded to
 * NightWatch, staffed by Ann, with two history entries; `internal` marks the note. */
async function open(user: OwnUser, internal: 0 | 1 = 0): Promise<{ db: VigilDb; view: ReturnType<typeof renderDetails> }> {
  const db = freshDb();
  await seedWorld(
    db,
    [planning(100, { client_id: 10, status: 'confirmed', subcontractor_id: NIGHTWATCH, contractor: { name: 'NightWatch BV' }, contractor_status: 'accepted' })],
    [shift(500, 100, { subcontractor_id: NIGHTWATCH, agents: [ANN], contractor: { name: 'NightWatch BV' } })],
  );
  await db.planning_history.bulkPut([entry(900), entry(901, { status: 'note', note: 'Gate checked', created_at: '2026-02-01 10:00:00', internal })]);
  const view = renderDetails(db, user, 100);
  await screen.findByTestId('shift-row');
  await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(2));
  return { db, view };
}

const noteEntry = () => screen.getAllByTestId('history-entry').find((item) => item.getAttribute('data-history-id') === '901') as HTMLElement;

describe('a client user in Planning Details', () => {
  it('reads the shifts and the history of its planning, and can change none of it', async () => {
    const { view } = await open(users.client);
    expect(screen.queryByText('No shifts yet.')).not.toBeInTheDocument();
    expect(screen.queryByText('No history yet.')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('shift-row')).getByText('Ann Night')).toBeInTheDocument();
    expect(within(noteEntry()).getByTestId('history-note')).toHaveTextContent('Gate checked');
    for (const name of ['Add new shift', /^Edit shift/, /^Delete shift/, 'Add history', /^Edit .* entry/, /^Delete .* entry/, /from the client$/, 'Save']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(screen.getByTestId('planning-actions')).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByTestId('history-internal-switch')).not.toBeInTheDocument();
    expect(view.requests).toEqual([]);
  });
});

describe('marking an entry internal', () => {
  it('lets staff hide an entry from the client and show it again, queued like any write', async () => {
    const { db, view } = await open(users.planner);
    expect(screen.getAllByTestId('history-internal-switch')).toHaveLength(2);
    const hide = await untilClickable(within(noteEntry()).getByRole('button', { name: 'Hide the entry of 2026/02/01 11:00 from the client' }));
    expect(within(noteEntry()).queryByTestId('history-internal')).not.toBeInTheDocument();
    await view.user.click(hide);

    const badge = await within(noteEntry()).findByTestId('history-internal');
    expect(badge).toHaveTextContent('Internal');
    expect(badge).toHaveAttribute('title', 'Hidden from the client');
    expect((await db.planning_history.get(901))?.internal).toBe(1);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ op: 'set-history-internal', method: 'PUT', path: '/api/planning/history/{id}/internal', target_id: 901, body: { internal: true } });

    const show = within(noteEntry()).getByRole('button', { name: 'Show the entry of 2026/02/01 11:00 to the client' });
    expect(show).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(show);
    await waitFor(() => expect(within(noteEntry()).queryByTestId('history-internal')).not.toBeInTheDocument());
    expect((await db.planning_history.get(901))?.internal).toBe(0);
    expect((await db.outbox.toArray()).map((row) => row.body)).toEqual([{ internal: true }, { internal: false }]);
    expect(view.requests).toEqual([]);
  });

  it('tells the subcontractor on the planning that an entry is internal, without offering the switch', async () => {
    await open(users.subcontractor, 1);
    expect(within(noteEntry()).getByTestId('history-internal')).toHaveTextContent('Internal');
    expect(screen.queryByTestId('history-internal-switch')).not.toBeInTheDocument();
    // The subcontractor still writes the planning's history (spec section 6).
    expect(within(noteEntry()).getByRole('button', { name: /^Edit .* entry/ })).toBeInTheDocument();
  });
});
