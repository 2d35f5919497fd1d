/** The agent's shifts from the local database: the one running now (or about to start, or started
 * and not ended though its scheduled end has passed) and the next ones, each with its planning's
 * site. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { HistoryRow, Local, LocalDb, PlanningRow, ShiftRow } from '../../../src-sync/index.js';
import { phoneNowUtc, wireUtcMs } from './field-time.js';

export interface MyShift {
  shift: Local<ShiftRow>;
  planning: Local<PlanningRow> | undefined;
  /** This agent's own entries on the shift, oldest first. */
  entries: Local<HistoryRow>[];
  changePending: boolean;
}

export interface MyShifts {
  current: MyShift | null;
  next: MyShift[];
  /** When the first of the open shifts ends (ms since the epoch): the list changes then. */
  changesAt: number | null;
}

const NEXT_SHOWN = 5;
/** How long after its scheduled end a started, unended shift stays on the phone (a forgotten
 * End is then the planner's to correct, not the top of the agent's screen for days). */
const STILL_RUNNING_FOR_MS = 24 * 3_600_000;
/** setTimeout holds at most a signed 32-bit delay; a later end is met by the page's own ticks. */
const LONGEST_WAIT_MS = 2_147_483_647;

/**
 * `now` is the page's clock (it ticks every half minute); on top of it the list turns over at the
 * very second a shift ends, so a finished shift never stays "now" on the phone while the guard's
 * next one waits below it.
 */
export function useMyShifts(db: LocalDb, agentId: number, now: number): MyShifts | undefined {
  const [endPassed, setEndPassed] = useState(0);
  const at = Math.max(now, endPassed);
  const shifts = useLiveQuery(async () => {
    const all = await db.shifts.toArray();
    const mine = all.filter((s) => s.agents.some((a) => a.id === agentId)).sort((a, b) => a.start.localeCompare(b.start));
    const nowText = phoneNowUtc(at);
    // A shift that ends at 03:30:00 is over at 03:30:00.
    const open = mine.filter((s) => s.end > nowText);
    const withParts = async (shift: Local<ShiftRow>): Promise<MyShift> => ({
      shift,
      planning: await db.plannings.get(shift.planning_id),
      // The planning's entries in time order through its compound index (the local database
      // indexes history by planning only), then this shift's and this agent's.
      entries: (await db.planning_history.where('[planning_id+created_at]').between([shift.planning_id, ''], [shift.planning_id, '\uffff']).toArray())
        .filter((e) => e.shift_id === shift.id && e.agent_id === agentId),
      changePending: shift.agents.some((a) => a.id === agentId && a.change_pending === 1),
    });
    // Past its scheduled end, a shift the agent started and has not ended is still their work
    // (overtime, a relief that is late): it stays first, with its End button, until they end it.
    const lateSince = phoneNowUtc(at - STILL_RUNNING_FOR_MS);
    const overdue = await Promise.all(mine.filter((s) => s.end <= nowText && s.end > lateSince).map(withParts));
    const running = overdue.filter((item) => item.entries.some((e) => e.status === 'started') && !item.entries.some((e) => e.status === 'ended'));
    const [first, ...rest] = [...running, ...(await Promise.all(open.slice(0, NEXT_SHOWN + 1).map(withParts)))];
    const ends = open.map((s) => wireUtcMs(s.end)).filter((ms) => Number.isFinite(ms));
    return {
      current: first ?? null,
      next: rest.slice(0, NEXT_SHOWN),
      changesAt: ends.length > 0 ? Math.min(...ends) : null,
    };
  }, [db, agentId, at]);

  const changesAt = shifts?.changesAt ?? null;
  useEffect(() => {
    if (changesAt === null) return;
    const wait = changesAt - Date.now();
    if (wait > LONGEST_WAIT_MS) return;
    const timer = setTimeout(() => setEndPassed(changesAt), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [changesAt]);
  return shifts;
}
