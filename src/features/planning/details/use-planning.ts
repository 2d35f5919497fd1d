import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { findStagedPlanning, hasQueuedWrites, planningRowSchema, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { notifyFailure } from '../../../shared/feedback/notify.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

/** What the details modal has to show: the row, undefined while loading, null when it is not (or
 * no longer) on this device (deleted, forwarded away), 'damaged' when the stored copy fails its
 * schema (it is then fetched again from the server, and shows once it has arrived). */
export type PlanningOnDevice = Local<PlanningRow> | null | undefined | 'damaged';

/** A stored copy as the modal may show it: one that fails the server schema is 'damaged'. A row
 * with queued writes is this device's own optimistic copy: the schema is not its measure (it is
 * rebuilt from the server's value when the writes settle). */
function checked(row: Local<PlanningRow>, ownCopy: boolean): Local<PlanningRow> | 'damaged' {
  return row.id > 0 && !ownCopy && !planningRowSchema.safeParse(row).success ? 'damaged' : row;
}

/** The row wins as soon as its read has found it; until then the list's copy (the row or the
 * staged copy the list read) or the staged copy stands in. Absent (null) only once the row's read
 * and the records' have both said so: a listed copy is then one the list has not dropped yet. */
function settle(row: PlanningOnDevice, listed: PlanningOnDevice, staged: PlanningOnDevice): PlanningOnDevice {
  if (row) return row;
  if (row === null && staged === null) return null;
  return listed || staged || undefined;
}

/** `listed`: the list's copy, when the planning was opened from the list. */
export function usePlanning(planningId: number, listed?: Local<PlanningRow>): PlanningOnDevice {
  const { t } = useTranslation('planning-details');
  const { db, engine } = useOpenWorkspace();
  const row = useLiveQuery(async (): Promise<Exclude<PlanningOnDevice, undefined>> => {
    const stored = await db.plannings.get(planningId);
    return stored ? checked(stored, await hasQueuedWrites(db, 'plannings', planningId)) : null;
  }, [db, planningId]);
  // A first sync stages the window's plannings as records, the list shows them from there, and
  // then writes them as rows in one transaction of several seconds: a read of the row waits for
  // it. A planning opened meanwhile shows the list's copy at once; opened from a link, its staged
  // copy (the records are read on their own, in about a second). Staged copies never carry
  // queued writes (a write first turns every record into rows).
  const staged = useLiveQuery(async () => {
    const copy = await findStagedPlanning(db, planningId);
    return copy ? checked(copy, false) : null;
  }, [db, planningId]);
  // Only a stand-in: one that fails the schema (or is an optimistic copy the schema does not
  // measure) is not shown, and not reported either; the row's own read decides.
  const shown = useMemo(() => (listed && planningRowSchema.safeParse(listed).success ? listed : undefined), [listed]);
  const planning = settle(row, shown, staged);
  useEffect(() => {
    if (planning !== 'damaged') return;
    engine.reportDamagedRow('plannings', planningId).catch((error: unknown) => notifyFailure(t('reloadingWhat'), error));
  }, [engine, planning, planningId, t]);
  return planning;
}
