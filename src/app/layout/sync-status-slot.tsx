import { useWorkspace } from '../../shared/local-first/workspace-context.js';
import { SyncStatusIndicator } from './sync-status/sync-status-indicator.js';

/**
 * The engine's sync status in the top bar. Nothing shows until the signed-in user's workspace is
 * open (a moment after sign-in), because before that there is no engine to report on.
 */
export function SyncStatusSlot() {
  const workspace = useWorkspace();
  if (!workspace) return null;
  // Keyed by user: a different user's engine gets fresh subscriptions and state.
  return <SyncStatusIndicator key={workspace.userId} workspace={workspace} />;
}
