import type { BootstrapProgress, Engine } from '../../../../src-sync/index.js';
import { useObservableValue } from '../../../shared/local-first/use-observable-value.js';

/** The first sync's progress (window first, then the rest); null until the device's own state has
 * been read. Null is neither "done" (the list would count a first sync's partial window as the
 * whole) nor "loading" (a synced device would flash a loading count on every reload). */
export function useBootstrapProgress(engine: Engine): BootstrapProgress | null {
  return useObservableValue<BootstrapProgress | null>(engine.bootstrap$, null);
}
