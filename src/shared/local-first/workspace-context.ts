/**
 * The signed-in user's local workspace (Dexie database + engine), provided once by src/app.
 * Screens read rows from `db` with useLiveQuery and write only through src-sync mutations.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { UserWorkspace, WorkspaceManager } from '../../../src-sync/index.js';

export const WorkspaceManagerContext = createContext<WorkspaceManager | null>(null);

export function useWorkspaceManager(): WorkspaceManager {
  const manager = useContext(WorkspaceManagerContext);
  if (!manager) throw new Error('useWorkspaceManager needs <WorkspaceManagerContext.Provider> (src/app/app-providers.tsx).');
  return manager;
}

/** The open workspace, or null while none is open (signed out, still opening, or no manager
 * provided, as in UI tests that need no data). */
export function useWorkspace(): UserWorkspace | null {
  const manager = useContext(WorkspaceManagerContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = manager?.workspace$.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [manager],
  );
  return useSyncExternalStore(subscribe, () => manager?.getWorkspace() ?? null);
}

/** For screens behind the workspace gate: the workspace is open there by construction. */
export function useOpenWorkspace(): UserWorkspace {
  const workspace = useWorkspace();
  if (!workspace) throw new Error('useOpenWorkspace is only usable below the workspace gate (src/app).');
  return workspace;
}
