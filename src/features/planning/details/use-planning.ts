import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { findStagedPlanning, hasQueuedWrites, planningRowSchema, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { notifyFailure } from '../../../shared/feedback/notify.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

/** What the details modal has to show: the row, undefined while loading, null when it is not (or
 * no longer) on this device (deleted, forwarded away), 'damaged' when the stored copy fails its
 * schema (it is then fetched again from the server, and shows once it has arrived). */
export type PlanningOnDevice = Local<PlanningRow> | null | undefined | 'damaged';

export function usePlanning(planningId: number): PlanningOnDevice {
  const { t } = useTranslation('planning-details');
  const { db, engine } = useOpenWorkspace();
  const planning = useLiveQuery(async (): Promise<Exclude<PlanningOnDevice, undefined>> => {
    // A first sync stages the window's plannings before writing them as rows, and the list
    // already shows them: one opened then is found among the staged copies.
    const row = (await db.plannings.get(planningId)) ?? (await findStagedPlanning(db, planningId));
    if (!row) return null;
    // A row with queued writes is this device's own optimistic copy: the server schema is not its
    // measure (and it is rebuilt from the server's value when the writes settle).
    if (row.id > 0 && !(await hasQueuedWrites(db, 'plannings', row.id)) && !planningRowSchema.safeParse(row).success) return 'damaged';
    return row;
  }, [db, planningId]);
  useEffect(() => {
    if (planning !== 'damaged') return;
    engine.reportDamagedRow('plannings', planningId).catch((error: unknown) => notifyFailure(t('reloadingWhat'), error));
  }, [engine, planning, planningId, t]);
  return planning;
}
