/**
 * /dashboard/planning: every planning this user may see, read from the local database only
 * (DESIGN.md section 2), so it opens instantly and offline. Filters narrow an in-memory copy of
 * the date window; the selected planning opens in the Planning Details modal (?planning=ID).
 */
import { Flex, Heading, Text } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useState } from 'react';
import { markTiming, type PlanningStatus } from '../../../src-sync/index.js';
import { useOpenWorkspace } from '../../shared/local-first/workspace-context.js';
import { useSessionState } from '../../shared/session/use-session-state.js';
import { OfflineNote } from './list/list-states.js';
import { formatCount } from './list/number-format.js';
import { OpenPlanning } from './list/open-planning.js';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { DEFAULT_FILTERS, hasActiveFilters, type PlanningFilters } from './list/planning-filters.js';
import { PlanningFilterBar } from './list/planning-filter-bar.js';
import { PlanningListBody } from './list/planning-list-body.js';
import type { PlanningSort } from './list/sort-plannings.js';
import { StatusFilterBar } from './list/status-filter-bar.js';
import { useLocalDay } from './list/use-local-day.js';
import { usePlanningList } from './list/use-planning-list.js';
import { usePlanningSelection } from './list/use-planning-selection.js';
import { useHasPlannings } from './list/use-has-plannings.js';
import { useSyncFlags } from './list/use-sync-flags.js';
import { usePlanningWriteMarks } from './list/use-planning-write-marks.js';

export function PlanningPage() {
  const { db, engine } = useOpenWorkspace();
  markTiming('planning-render');
  const { flags } = useSessionState();
  const [filters, setFilters] = useState<PlanningFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<PlanningSort>('start-asc');
  const today = useLocalDay();
  const data = usePlanningList(db, filters, sort, today);
  const hasPlannings = useHasPlannings(db);
  const sync = useSyncFlags(engine);
  const writeMarks = usePlanningWriteMarks(db);
  const selection = usePlanningSelection();

  const patchFilters = useCallback((patch: Partial<PlanningFilters>) => setFilters((current) => ({ ...current, ...patch })), []);
  const reset = useCallback(() => setFilters(DEFAULT_FILTERS), []);
  const setStatuses = useCallback((statuses: PlanningStatus[]) => patchFilters({ statuses }), [patchFilters]);
  const showAllDates = useCallback(() => patchFilters({ range: { kind: 'all' } }), [patchFilters]);
  const retrySync = useCallback(() => {
    engine.pull().catch((error: unknown) => notifyFailure('Loading plannings', error));
  }, [engine]);
  // Any change of what is listed starts again at the top; a live update of the same view does not.
  const resetKey = useMemo(() => JSON.stringify([filters, sort]), [filters, sort]);

  return (
    <Flex direction="column" gap="3" h="full" minH="420px">
      <PageHeading
        count={!data.loading && hasPlannings !== false ? (data.complete || data.refreshing ? data.rows.length : null) : undefined}
        refreshing={data.refreshing}
      />
      {!sync.online && <OfflineNote />}
      <PlanningFilterBar
        filters={filters}
        options={data.options}
        sort={sort}
        today={today}
        showClient={!flags?.client}
        showSubcontractor={!flags?.subcontractor}
        onFilters={patchFilters}
        onSort={setSort}
        onReset={reset}
      />
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
      />
      <OpenPlanning planningId={selection.selectedId} onClose={selection.close} />
    </Flex>
  );
}

/** `count` undefined: nothing to say yet; null: only the first screenful is in. Memoized, so
 * a keystroke that leaves the count alone does not re-render the heading. */
const PageHeading = memo(function PageHeading({ count, refreshing }: { count: number | null | undefined; refreshing: boolean }) {
  return (
    <Flex align="baseline" gap="3" wrap="wrap">
      <Heading as="h1" size="2xl">
        Planning
      </Heading>
      {count !== undefined && (
        <Text fontSize="sm" color="fg.muted" data-testid="planning-count" aria-live="polite">
          {count === null ? 'Loading…' : `${formatCount(count)} ${count === 1 ? 'planning' : 'plannings'}`}
          {refreshing ? ' · loading dates…' : ''}
        </Text>
      )}
    </Flex>
  );
});
