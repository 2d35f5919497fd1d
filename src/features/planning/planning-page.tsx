/**
 * /dashboard/planning: every planning this user may see, read from the local database only
 * (DESIGN.md section 2), so it opens instantly and offline. Filters narrow an in-memory copy of
 * the date window; the selected planning opens in the Planning Details modal (?planning=ID).
 */
import { Flex } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DONE_PROGRESS, markTiming, type PlanningStatus } from '../../../src-sync/index.js';
import { useOpenWorkspace } from '../../shared/local-first/workspace-context.js';
import { useSessionState } from '../../shared/session/use-session-state.js';
import { OfflineNote } from './list/list-states.js';
import { OpenPlanning } from './list/open-planning.js';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { DEFAULT_FILTERS, hasActiveFilters, type PlanningFilters } from './list/planning-filters.js';
import { PlanningFilterBar } from './list/planning-filter-bar.js';
import { PlanningHeading } from './list/planning-heading.js';
import { SearchActiveContext } from './list/planning-search-context.js';
import { PlanningListBody } from './list/planning-list-body.js';
import type { PlanningSort } from './list/sort-plannings.js';
import { StatusFilterBar } from './list/status-filter-bar.js';
import { useLocalDay } from './list/use-local-day.js';
import { usePlanningList } from './list/use-planning-list.js';
import { usePlanningSelection } from './list/use-planning-selection.js';
import { useHasPlannings } from './list/use-has-plannings.js';
import { useSyncFlags } from '../../shared/local-first/use-sync-flags.js';
import { usePlanningWriteMarks } from './list/use-planning-write-marks.js';
import { useBootstrapProgress } from './list/use-bootstrap-progress.js';
import { HorizonOfflineNote } from './list/horizon-offline-note.js';
import { resolveWindow } from './list/date-range.js';
import { useBeforeHorizon } from './list/use-before-horizon.js';
import { BeforeHorizonNote } from './list/before-horizon-note.js';
import type { WriteMark } from './list/use-planning-write-marks.js';

export function PlanningPage() {
  markTiming('planning-render');
  // The frame is the only element of its own here: a keystroke re-renders the workspace inside
  // it, never this Chakra box.
  return (
    <Flex direction="column" gap="3" h="full" minH="420px">
      <PlanningWorkspace />
    </Flex>
  );
}

/** Everything on the page, as siblings in the page's frame. On a keystroke the filters change
 * here; what re-renders is the list (the search box keeps its own text). */
function PlanningWorkspace() {
  const { t } = useTranslation('planning-list');
  const { db, engine } = useOpenWorkspace();
  const { flags } = useSessionState();
  const [filters, setFilters] = useState<PlanningFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<PlanningSort>('start-asc');
  const today = useLocalDay();
  const progress = useBootstrapProgress(engine);
  const bootstrap = progress ?? DONE_PROGRESS;
  // Until the progress is known the window is not read: it may be a first sync's partial one.
  const data = usePlanningList(db, filters, sort, today, progress === null || progress.phase === 'window', progress?.phase === 'window');
  const hasPlannings = useHasPlannings(db);
  const sync = useSyncFlags(engine);
  const range = useMemo(() => resolveWindow(filters.range, today), [filters.range, today]);
  // Offline with a range reaching before the horizon: those plannings were never on this device.
  const beforeHorizon = bootstrap.horizonStart !== null && (range.from === null || range.from < bootstrap.horizonStart);
  const older = useBeforeHorizon(engine, db, range, bootstrap.horizonStart, sync.online);
  const ownMarks = usePlanningWriteMarks(db);
  // A planning's own write outranks its "loaded from the server" mark.
  const writeMarks = useMemo(() => {
    if (older.loaded.size === 0) return ownMarks;
    const marks = new Map<number, WriteMark>();
    for (const id of older.loaded) marks.set(id, 'remote');
    for (const [id, mark] of ownMarks) marks.set(id, mark);
    return marks;
  }, [older.loaded, ownMarks]);
  const selection = usePlanningSelection();

  const patchFilters = useCallback((patch: Partial<PlanningFilters>) => setFilters((current) => ({ ...current, ...patch })), []);
  const [searchResets, setSearchResets] = useState(0);
  const reset = useCallback(() => {
    setFilters(DEFAULT_FILTERS);
    setSearchResets((count) => count + 1);
  }, []);
  const setStatuses = useCallback((statuses: PlanningStatus[]) => patchFilters({ statuses }), [patchFilters]);
  const showAllDates = useCallback(() => patchFilters({ range: { kind: 'all' } }), [patchFilters]);
  const retrySync = useCallback(() => {
    engine.pull().catch((error: unknown) => notifyFailure(t('states.loadingWhat'), error));
  }, [engine, t]);
  // Any change of what is listed starts again at the top; a live update of the same view does not.
  const resetKey = useMemo(() => JSON.stringify([filters, sort]), [filters, sort]);

  const { search, ...others } = filters;
  const searchActive = search.trim() !== '';

  return (
    <>
      <PlanningHeading
        count={!data.loading && hasPlannings !== false ? (data.complete || data.refreshing ? data.rows.length : null) : undefined}
        refreshing={data.refreshing}
        windowLoading={bootstrap.phase === 'window' ? { loaded: bootstrap.windowLoaded, total: bootstrap.windowTotal } : null}
        firstSync={bootstrap}
      />
      {!sync.online && <OfflineNote />}
      {!sync.online && beforeHorizon && bootstrap.horizonStart !== null && <HorizonOfflineNote horizonStart={bootstrap.horizonStart} />}
      {sync.online && beforeHorizon && <BeforeHorizonNote loading={older.loading} failed={older.failed} />}
      <SearchActiveContext.Provider value={searchActive}>
        <PlanningFilterBar
          range={others.range}
          clientId={others.clientId}
          branchId={others.branchId}
          locationId={others.locationId}
          subcontractor={others.subcontractor}
          othersActive={hasActiveFilters({ ...others, search: '' })}
          searchResets={searchResets}
          options={data.options}
          sort={sort}
          today={today}
          showClient={!flags?.client}
          showSubcontractor={!flags?.subcontractor}
          onFilters={patchFilters}
          onSort={setSort}
          onReset={reset}
        />
      </SearchActiveContext.Provider>
      <StatusFilterBar
        selected={filters.statuses}
        counts={data.counts}
        total={data.total}
        countsKnown={data.complete}
        onChange={setStatuses}
      />
      <PlanningListBody
        data={data}
        hasPlannings={hasPlannings}
        sync={sync}
        sort={sort}
        onSort={setSort}
        selectedId={selection.selectedId}
        onOpen={selection.open}
        onReset={reset}
        filtersActive={hasActiveFilters(filters)}
        onShowAllDates={filters.range.kind === 'all' ? null : showAllDates}
        onRetrySync={retrySync}
        writeMarks={writeMarks}
        resetKey={resetKey}
        {...(beforeHorizon && sync.online ? { onNearEdge: older.loadMore } : {})}
      />
      <OpenPlanning planningId={selection.selectedId} listed={data.rows} onClose={selection.close} />
    </>
  );
}
