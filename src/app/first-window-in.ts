/**
 * Resolves once a signed-in device's first screen has its data: a workspace is open and its
 * first sync, if one runs, is past the list's default window. What the app defers to that moment
 * (the service worker's first precache, sw-register.ts) would otherwise compete with the window
 * for the same network and cores.
 */
import { firstValueFrom, NEVER, filter, switchMap } from 'rxjs';
import type { WorkspaceManager } from '../../src-sync/index.js';

export function firstWindowIn(workspaces: WorkspaceManager): Promise<void> {
  const windowIn = workspaces.workspace$.pipe(
    switchMap((workspace) => (workspace === null ? NEVER : workspace.engine.bootstrap$)),
    filter((progress) => progress.phase !== 'window'),
  );
  return firstValueFrom(windowIn).then(() => undefined);
}
