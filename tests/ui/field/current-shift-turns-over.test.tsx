/**
 * The phone's running shift turns over at the second it ends: a finished shift must not stay
 * "now" (with its Start and End buttons) while the guard's next shift waits below it, even though
 * the page's clock only ticks every half minute.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/index.js';
import { phoneNowUtc } from '../../../src/features/field/field-time.js';
import { useMyShifts } from '../../../src/features/field/use-my-shifts.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { shift } from '../planning-details/fixtures.js';
import { entry } from '../planning-history/history-fixtures.js';

const AGENT = 31;
const guard = { id: AGENT, first_name: 'Ann', last_name: 'Night', agent_shift_id: 9 };
/** Wire text for a moment this many seconds from now. */
const inSeconds = (seconds: number) => phoneNowUtc(Date.now() + seconds * 1000);

let db: VigilDb;
afterEach(async () => {
  await db.delete();
});

describe('the running shift on the phone', () => {
  // Shift 1 ends 5-6 s after it is written (whole seconds): time enough to see it first on a loaded machine.
  it('moves on to the next shift when the running one ends, with no tick of the page clock', { timeout: 20_000 }, async () => {
    db = freshDb();
    await db.shifts.bulkPut([
      shift(1, 100, { start: inSeconds(-3 * 3600), end: inSeconds(6), agents: [guard] }),
      shift(2, 100, { start: inSeconds(6), end: inSeconds(4 * 3600), agents: [guard] }),
    ]);
    const pageClock = Date.now();
    const hook = renderHook(() => useMyShifts(db, AGENT, pageClock));
    await waitFor(() => expect(hook.result.current?.current?.shift.id).toBe(1));
    expect(hook.result.current?.next.map((s) => s.shift.id)).toEqual([2]);
    await waitFor(() => expect(hook.result.current?.current?.shift.id).toBe(2), { timeout: 12_000 });
    expect(hook.result.current?.next).toEqual([]);
  });

  it('never shows a shift that ended on the second as running, nor another agent’s shift', async () => {
    db = freshDb();
    const now = Date.now();
    await db.shifts.bulkPut([
      shift(1, 100, { start: phoneNowUtc(now - 3_600_000), end: phoneNowUtc(now), agents: [guard] }),
      shift(2, 100, { start: phoneNowUtc(now - 1_800_000), end: phoneNowUtc(now + 3_600_000), agents: [{ ...guard, id: 32 }] }),
      shift(3, 100, { start: phoneNowUtc(now + 600_000), end: phoneNowUtc(now + 3_600_000), agents: [guard] }),
    ]);
    const hook = renderHook(() => useMyShifts(db, AGENT, now));
    await waitFor(() => expect(hook.result.current?.current?.shift.id).toBe(3));
    expect(hook.result.current?.next).toEqual([]);
  });

  it('keeps a shift the agent started and has not ended after its scheduled end, until they end it (a day at most)', async () => {
    db = freshDb();
    const now = Date.now();
    const hour = 3_600_000;
    await db.shifts.bulkPut([
      // Started, its end passed ten minutes ago, not ended: still the agent's work.
      shift(1, 100, { start: phoneNowUtc(now - 3 * hour), end: phoneNowUtc(now - 600_000), agents: [guard] }),
      // Started two days ago and never ended: the planner's to correct, not the phone's top.
      shift(4, 100, { start: phoneNowUtc(now - 50 * hour), end: phoneNowUtc(now - 48 * hour), agents: [guard] }),
      shift(2, 100, { start: phoneNowUtc(now - 600_000), end: phoneNowUtc(now + 3 * hour), agents: [guard] }),
    ]);
    const mine = { planning_id: 100, agent_id: AGENT, agent_shift_id: guard.agent_shift_id };
    await db.planning_history.bulkPut([
      entry(901, { ...mine, shift_id: 1, status: 'started', created_at: phoneNowUtc(now - 3 * hour) }),
      entry(902, { ...mine, shift_id: 4, status: 'started', created_at: phoneNowUtc(now - 50 * hour) }),
    ]);
    const hook = renderHook(() => useMyShifts(db, AGENT, now));
    await waitFor(() => expect(hook.result.current?.current?.shift.id).toBe(1));
    expect(hook.result.current?.next.map((s) => s.shift.id)).toEqual([2]);
    await db.planning_history.put(entry(903, { ...mine, shift_id: 1, status: 'ended', created_at: phoneNowUtc(now) }));
    await waitFor(() => expect(hook.result.current?.current?.shift.id).toBe(2));
    expect(hook.result.current?.next).toEqual([]);
  });
});
