import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../shared/feedback/full-page-spinner.js';
import { useWorkspace } from '../../shared/local-first/workspace-context.js';

/** Screens that read the local database render once the user's workspace is open (a moment
 * after sign-in: opening IndexedDB and starting the engine). */
export function WorkspaceGate() {
  const workspace = useWorkspace();
  if (!workspace) return <FullPageSpinner />;
  return <Outlet />;
}
