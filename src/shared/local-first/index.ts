/** Local-first UI helpers shared by every feature: the open workspace, engine observables and
 * the state of queued writes. */
export { useWorkspace, useOpenWorkspace, useWorkspaceManager, WorkspaceManagerContext } from './workspace-context.js';
export { useObservableValue } from './use-observable-value.js';
export { useSyncFlags, type SyncFlags } from './use-sync-flags.js';
export { usePendingWrites, type PendingWritesOptions } from './use-pending-writes.js';
export { PendingWriteState, WriteBadge, type PendingWriteStateProps } from './pending-write-state.js';
export { useWriteActions, type WriteActions } from './use-write-actions.js';
export { WriteActionButtons } from './write-action-buttons.js';
export { WriteConflictDetails } from './write-conflict.js';
export * from './write-labels.js';
export { useWriteMarks, type WriteMark } from './use-write-marks.js';
export { HistoryFromServer, type HistoryFromServerProps } from './history-from-server.js';
