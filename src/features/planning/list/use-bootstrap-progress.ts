import { DONE_PROGRESS, type BootstrapProgress, type Engine } from '../../../../src-sync/index.js';
import { useObservableValue } from '../../../shared/local-first/use-observable-value.js';

/** The first sync's progress (window first, then the rest). Starts as done, so a device that has
 * synced never flashes a loading count before the first value. */
export function useBootstrapProgress(engine: Engine): BootstrapProgress {
  return useObservableValue(engine.bootstrap$, DONE_PROGRESS);
}
