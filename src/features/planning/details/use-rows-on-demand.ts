/**
 * A planning the list loaded on demand from before the sync horizon came alone, and one opened
 * while a first sync has yet to bring its children came without them: opening either in Planning
 * Details loads its shifts and history from the server once (window-first sync). Other plannings
 * are on the device with their children, and ask nothing.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { childrenStillComing, isLoadedOnDemand, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

/** 'checking' until the device has said whether it holds the planning whole (a moment; up to a
 * second while a first sync writes), 'loading' while its shifts and history are on their way,
 * 'failed' when they could not come; null for a planning the device holds whole. */
export type RowsOnDemand = 'checking' | 'loading' | 'failed' | null;

export function useRowsOnDemand(planning: Pick<Local<PlanningRow>, 'id' | 'start' | 'end'>): RowsOnDemand {
  const { db, engine } = useOpenWorkspace();
  const { id: planningId, start, end } = planning;
  const onDemand = useLiveQuery(async () => (await isLoadedOnDemand(db, planningId)) || (await childrenStillComing(db, { start, end })), [db, planningId, start, end]);
  const [state, setState] = useState<{ id: number; result: 'loaded' | 'failed' } | null>(null);
  useEffect(() => {
    if (!onDemand) return undefined;
    let current = true;
    void engine.loadPlanningRows(planningId).then(
      () => current && setState({ id: planningId, result: 'loaded' }),
      () => current && setState({ id: planningId, result: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [engine, onDemand, planningId]);
  if (onDemand === undefined) return 'checking';
  if (!onDemand) return null;
  const result = state?.id === planningId ? state.result : null;
  return result === null ? 'loading' : result === 'failed' ? 'failed' : null;
}
