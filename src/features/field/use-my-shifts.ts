/** The agent's shifts from the local database: the one running now (or about to start) and the
 * next ones, each with its planning's site. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { HistoryRow, Local, LocalDb, PlanningRow, ShiftRow } from '../../../src-sync/index.js';
import { phoneNowUtc } from './field-time.js';

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
}

const NEXT_SHOWN = 5;

export function useMyShifts(db: LocalDb, agentId: number, now: number): MyShifts | undefined {
  // The minute is enough: a shift becomes current within a minute of its start.
  const minute = Math.floor(now / 60_000);
  return useLiveQuery(async () => {
    const all = await db.shifts.toArray();
    const mine = all.filter((s) => s.agents.some((a) => a.id === agentId)).sort((a, b) => a.start.localeCompare(b.start));
    const nowText = phoneNowUtc(minute * 60_000);
    const open = mine.filter((s) => s.end >= nowText);
    const withParts = async (shift: Local<ShiftRow>): Promise<MyShift> => ({
      shift,
      planning: await db.plannings.get(shift.planning_id),
      // The planning's entries in time order through its compound index (the local database
      // indexes history by planning only), then this shift's and this agent's.
      entries: (await db.planning_history.where('[planning_id+created_at]').between([shift.planning_id, ''], [shift.planning_id, '\uffff']).toArray())
        .filter((e) => e.shift_id === shift.id && e.agent_id === agentId),
      changePending: shift.agents.some((a) => a.id === agentId && a.change_pending === 1),
    });
    const [first, ...rest] = open;
    return {
      current: first ? await withParts(first) : null,
      next: await Promise.all(rest.slice(0, NEXT_SHOWN).map(withParts)),
    };
  }, [db, agentId, minute]);
}
