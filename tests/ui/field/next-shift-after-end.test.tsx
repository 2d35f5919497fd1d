/**
 * A guard who ends a shift before its scheduled end (16:18 for 16:30) and takes the next post at
 * 16:30 can start that next shift at once: the ended shift stays on top with its events until its
 * end, and the next one below it gets the event buttons.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/index.js';
import { FieldPage } from '../../../src/features/field/field-page.js';
import { phoneNowUtc } from '../../../src/features/field/field-time.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';
import { planning, shift } from '../planning-details/fixtures.js';
import { entry } from '../planning-history/history-fixtures.js';

const AGENT = users.agent.agent_id ?? 0;
const guard = { id: AGENT, first_name: 'Youssef', last_name: 'Benali', agent_shift_id: 9 };
const minutes = (n: number) => phoneNowUtc(Date.now() + n * 60_000);

let db: VigilDb;
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('the next shift on the phone', () => {
  it('can be started once the running shift is ended, before that shift’s scheduled end', async () => {
    db = freshDb();
    await db.plannings.put(planning(100, { start: minutes(-200), end: minutes(60) }));
    await db.shifts.bulkPut([
      shift(1, 100, { start: minutes(-200), end: minutes(12), agents: [guard] }),
      shift(2, 100, { start: minutes(12), end: minutes(60), agents: [guard] }),
    ]);
    const mine = { planning_id: 100, agent_id: AGENT, agent_shift_id: guard.agent_shift_id };
    await db.planning_history.put(entry(901, { ...mine, shift_id: 1, status: 'started', created_at: minutes(-200) }));
    renderWithWorkspace(db, users.agent, <FieldPage />);
    const next = await screen.findByTestId('next-shift');
    // Running: the next shift waits, without buttons.
    expect(within(next).queryByRole('button', { name: 'Start' })).toBeNull();

    await db.planning_history.put(entry(902, { ...mine, shift_id: 1, status: 'ended', created_at: minutes(-1) }));
    await waitFor(() => expect(within(screen.getByTestId('current-shift')).getByTestId('shift-ended')).toBeInTheDocument());
    expect(within(screen.getByTestId('next-shift')).getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('skips a next shift the guard ended already: two overlapping shifts ended, the third can be started', async () => {
    db = freshDb();
    await db.plannings.put(planning(100, { start: minutes(-200), end: minutes(120) }));
    await db.shifts.bulkPut([
      shift(1, 100, { start: minutes(-200), end: minutes(30), agents: [guard] }),
      shift(2, 100, { start: minutes(-100), end: minutes(20), agents: [guard] }),
      shift(3, 100, { start: minutes(40), end: minutes(120), agents: [guard] }),
    ]);
    const mine = { planning_id: 100, agent_id: AGENT, agent_shift_id: guard.agent_shift_id };
    await db.planning_history.bulkPut([
      entry(911, { ...mine, shift_id: 1, status: 'started', created_at: minutes(-200) }),
      entry(912, { ...mine, shift_id: 1, status: 'ended', created_at: minutes(-3) }),
      entry(913, { ...mine, shift_id: 2, status: 'started', created_at: minutes(-100) }),
      entry(914, { ...mine, shift_id: 2, status: 'ended', created_at: minutes(-2) }),
    ]);
    renderWithWorkspace(db, users.agent, <FieldPage />);
    await waitFor(() => expect(screen.getAllByTestId('next-shift')).toHaveLength(2));
    const [second, third] = screen.getAllByTestId('next-shift');
    expect(within(second as HTMLElement).queryByRole('button', { name: 'Start' })).toBeNull();
    expect(within(third as HTMLElement).getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});
