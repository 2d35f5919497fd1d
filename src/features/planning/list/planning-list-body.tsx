/** Chooses what the list area shows: first sync, loading, empty, no matches, or the rows. */
import type { SyncFlags } from './use-sync-flags.js';
import type { PlanningListData } from './use-planning-list.js';
import { FirstSyncState, LocalLoadingState, NoMatches, NoPlanningsYet } from './list-states.js';
import { PlanningListView } from './planning-list-view.js';
import type { PlanningSort } from './sort-plannings.js';

interface PlanningListBodyProps {
  data: PlanningListData;
  /** Plannings on this device at all; undefined until counted. */
  storedTotal: number | undefined;
  sync: SyncFlags;
  sort: PlanningSort;
  onSort: (sort: PlanningSort) => void;
  selectedId: number | null;
  onOpen: (id: number) => void;
  onReset: () => void;
  resetKey: string;
}

export function PlanningListBody(props: PlanningListBodyProps) {
  const { data, storedTotal, sync } = props;
  if (storedTotal === undefined) return <LocalLoadingState />;
  if (storedTotal === 0) {
    // Nothing local: either the first pull is on its way, or there really is nothing (yet).
    const firstSync = sync.online && (sync.pulling || sync.lastSyncAt === null);
    return firstSync ? <FirstSyncState /> : <NoPlanningsYet offline={!sync.online} />;
  }
  if (data.loading) return <LocalLoadingState />;
  if (data.rows.length === 0) return <NoMatches onReset={props.onReset} />;
  return (
    <PlanningListView
      rows={data.rows}
      sort={props.sort}
      onSort={props.onSort}
      selectedId={props.selectedId}
      onOpen={props.onOpen}
      resetKey={props.resetKey}
    />
  );
}
