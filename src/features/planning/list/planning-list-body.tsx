/** Chooses what the list area shows: rows whenever there are any, else first sync (or why it
 * failed), loading, nothing yet, or nothing matching. Once it shows more than "loading", the
 * start-up paint of the list (src/app/first-paint) gives way to it, in the same frame. */
import { useLayoutEffect } from 'react';
import { dismissFirstScreen } from '../../../shared/first-screen/first-screen-handle.js';
import type { SyncFlags } from '../../../shared/local-first/use-sync-flags.js';
import type { PlanningListData } from './use-planning-list.js';
import { FirstSyncFailed, FirstSyncState, LocalLoadingState, NoMatches, NoPlanningsYet } from './list-states.js';
import { PlanningListView } from './planning-list-view.js';
import type { PlanningSort } from './sort-plannings.js';
import type { WriteMark } from './use-planning-write-marks.js';

interface PlanningListBodyProps {
  data: PlanningListData;
  /** Whether the device holds any planning; undefined until read. */
  hasPlannings: boolean | undefined;
  sync: SyncFlags;
  sort: PlanningSort;
  onSort: (sort: PlanningSort) => void;
  selectedId: number | null;
  onOpen: (id: number) => void;
  onReset: () => void;
  /** Anything beyond the default view applied (the reset button is offered only then). */
  filtersActive: boolean;
  /** Widens the date window to every date (offered while the window is narrower). */
  onShowAllDates: (() => void) | null;
  /** Runs the sync again after it failed. */
  onRetrySync: () => void;
  writeMarks: ReadonlyMap<number, WriteMark>;
  onNearEdge?: () => void;
  resetKey: string;
}

export function PlanningListBody(props: PlanningListBodyProps) {
  const { data, hasPlannings, sync } = props;
  const noMatches = !data.loading && hasPlannings === true;
  const settled = data.rows.length > 0 || noMatches || hasPlannings === false;
  useLayoutEffect(() => {
    if (settled) dismissFirstScreen();
  }, [settled]);
  // Rows first: nothing else is waited for once there is something to show. The list also stays
  // mounted for "nothing matches", which it shows in its own frame.
  if (data.rows.length > 0 || noMatches) {
    return (
      <PlanningListView
        rows={data.rows}
        sort={props.sort}
        onSort={props.onSort}
        selectedId={props.selectedId}
        onOpen={props.onOpen}
        resetKey={props.resetKey}
        writeMarks={props.writeMarks}
        {...(props.onNearEdge ? { onNearEdge: props.onNearEdge } : {})}
        empty={<NoMatches filtersActive={props.filtersActive} onReset={props.onReset} onShowAllDates={props.onShowAllDates} />}
      />
    );
  }
  if (hasPlannings === false) {
    // Nothing local: either the first pull is on its way (or failed, and says why), or there
    // really is nothing (yet).
    const firstSync = sync.online && (sync.pulling || sync.lastSyncAt === null);
    // The failure stays on screen through the engine's own retries (no flicker between states);
    // a successful pull clears it.
    if (firstSync && sync.pullError !== null) return <FirstSyncFailed reason={sync.pullError} retrying={sync.pulling} onRetry={props.onRetrySync} />;
    return firstSync ? <FirstSyncState /> : <NoPlanningsYet offline={!sync.online} />;
  }
  return <LocalLoadingState />;
}
