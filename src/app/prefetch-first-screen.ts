/**
 * At start-up, the first screen's data is read as soon as the user's local database is open,
 * while React still renders the shell and loads the screen's code (a route loader for a
 * local-first read). Only the planning list needs it: it is the screen a planner reloads.
 */
import type { AppServices } from '../shared/session/app-services.js';
import { isPlanningListPath } from '../shared/first-screen/first-screen-handle.js';
import { prefetchPlanningHead } from '../features/planning/index.js';

export function prefetchFirstScreen(services: AppServices, pathname: string): void {
  const workspaces = services.workspaces;
  if (!workspaces || !isPlanningListPath(pathname)) return;
  let done = false;
  const subscription = workspaces.workspace$.subscribe((workspace) => {
    if (done || !workspace) return;
    done = true;
    void prefetchPlanningHead(workspace.db);
  });
  // Only the start counts: a workspace opened later (after signing in) is not the first screen.
  setTimeout(() => subscription.unsubscribe(), 0);
}
