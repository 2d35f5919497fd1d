/**
 * Which record a queued write is about, in the words of the screens it was made on: the
 * planning's request and times for a planning, a shift or a history entry, the request's
 * identifier for a request. "Change shift #6" named a database id nobody has seen; a planner
 * offline with several edits must tell them apart. Read live from the local database; null for
 * a record this device does not hold (the line then keeps the write's own description).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { parseRecordKey, type OutboxRow } from '../../../../src-sync/index.js';
import { formatPlanningDateTime } from '../../../shared/format/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

type Db = ReturnType<typeof useOpenWorkspace>['db'];

async function subjectOf(db: Db, recordKey: string): Promise<string | null> {
  const key = parseRecordKey(recordKey);
  if (key === null) return null;
  const planningLine = async (planningId: number, at: string | null) => {
    const planning = await db.plannings.get(planningId);
    if (!planning) return null;
    return `${planning.request.identifier} · ${formatPlanningDateTime(at ?? planning.start, planning.location.timezone)}`;
  };
  switch (key.table) {
    case 'plannings':
      return planningLine(key.id, null);
    case 'shifts': {
      const shift = await db.shifts.get(key.id);
      return shift ? planningLine(shift.planning_id, shift.start) : null;
    }
    case 'planning_history': {
      const entry = await db.planning_history.get(key.id);
      return entry ? planningLine(entry.planning_id, entry.created_at) : null;
    }
    case 'requests':
      return (await db.requests.get(key.id))?.identifier ?? null;
    default:
      return null;
  }
}

export function useWriteSubject(row: OutboxRow): string | null {
  const { db } = useOpenWorkspace();
  return useLiveQuery(() => subjectOf(db, row.record_key), [db, row.record_key]) ?? null;
}
