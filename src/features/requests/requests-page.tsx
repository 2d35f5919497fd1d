/**
 * /dashboard/requests: the requests this user may see, by status tab (Pending, Confirmed,
 * Canceled, with live counts), searched and filtered in memory, read only from the local
 * database, so the page opens at once and offline. "New request" for whoever may order.
 */
import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { allows, requestStatusSchema, type RequestStatus } from '../../../src-sync/index.js';
import { HistoryFromServer, useOpenWorkspace, useSyncFlags } from '../../shared/local-first/index.js';
import { useActor } from '../../shared/session/use-actor.js';
import { formatNumber, useIntlLocale } from '../../shared/use-intl-locale.js';
import { NO_REQUEST_FILTERS, hasRequestFilters, type RequestFilters, type RequestSort } from './list/request-filters.js';
import { RequestFilterBar } from './list/request-filter-bar.js';
import { RequestListView } from './list/request-list-view.js';
import { NoRequests, RequestsLoading, RequestsNotYours, RequestsOfflineNote } from './list/request-list-states.js';
import { RequestStatusTabs } from './list/request-status-tabs.js';
import { usePlaceOptions } from './list/use-place-options.js';
import { useRequestCounts } from './list/use-request-counts.js';
import { useRequestList } from './list/use-request-list.js';
import { useRequestWriteMarks } from './list/use-request-write-marks.js';
import { NEW_REQUEST_PATH } from './request-paths.js';

export function RequestsPage() {
  const { t } = useTranslation('requests');
  const actor = useActor();
  // Decided before the list's reads: a user with no requests (a subcontractor) reads none.
  if (!allows(actor, 'request.list', {})) {
    return (
      <Flex direction="column" gap="3">
        <Heading as="h1" size="2xl">
          {t('list.title')}
        </Heading>
        <RequestsNotYours />
      </Flex>
    );
  }
  return <RequestList />;
}

function RequestList() {
  const { t } = useTranslation('requests');
  const { db, engine } = useOpenWorkspace();
  const actor = useActor();
  const locale = useIntlLocale();
  // The tab is in the URL, so Back from a request returns to the tab it was opened from.
  const [params, setParams] = useSearchParams();
  const status: RequestStatus = requestStatusSchema.catch('pending').parse(params.get('status'));
  const setStatus = useCallback((next: RequestStatus) => setParams(next === 'pending' ? {} : { status: next }, { replace: true }), [setParams]);
  const [filters, setFilters] = useState<RequestFilters>(NO_REQUEST_FILTERS);
  const [sort, setSort] = useState<RequestSort>('created-desc');
  const counts = useRequestCounts(db);
  const { rows, total } = useRequestList(db, status, filters, sort);
  const options = usePlaceOptions(db);
  const writeMarks = useRequestWriteMarks(db);
  const sync = useSyncFlags(engine);
  const patch = useCallback((change: Partial<RequestFilters>) => setFilters((current) => ({ ...current, ...change })), []);
  const reset = useCallback(() => setFilters(NO_REQUEST_FILTERS), []);
  const resetKey = useMemo(() => JSON.stringify([status, filters, sort]), [status, filters, sort]);
  const filtered = hasRequestFilters(filters);
  // Staff order for any client, a client user for its own organisation (the form narrows the choice).
  const mayOrder = allows(actor, 'request.create', { client_id: actor?.clientId ?? 0 });
  const firstSync = sync.lastSyncAt === null && sync.online;

  return (
    <Flex direction="column" gap="3" h="full" minH="420px">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('list.title')}
        </Heading>
        {rows !== undefined && (
          <Text fontSize="sm" color="fg.muted" data-testid="request-count" aria-live="polite">
            {filtered ? t('list.shownOf', { count: rows.length, shown: formatNumber(rows.length, locale), total: formatNumber(total, locale) }) : t('list.count', { count: total, shown: formatNumber(total, locale) })}
          </Text>
        )}
        <Flex flex="1" />
        {mayOrder && (
          <Button asChild size="sm" colorPalette="brand" data-testid="new-request">
            <RouterLink to={NEW_REQUEST_PATH}>
              <LuPlus /> {t('list.new')}
            </RouterLink>
          </Button>
        )}
      </Flex>
      {!sync.online && <RequestsOfflineNote />}
      <RequestStatusTabs status={status} counts={counts} onChange={setStatus} />
      <RequestFilterBar
        filters={filters}
        sort={sort}
        options={options}
        showClient={actor?.clientId === null}
        filtersActive={filtered}
        onFilters={patch}
        onSort={setSort}
        onReset={reset}
      />
      {rows === undefined || (rows.length === 0 && total === 0 && firstSync) ? (
        <RequestsLoading firstSync={firstSync} />
      ) : (
        <RequestListView
          rows={rows}
          writeMarks={writeMarks}
          resetKey={resetKey}
          empty={<NoRequests status={status} filtered={filtered} offline={!sync.online} onReset={reset} />}
        />
      )}
      {/* Requests that ended before the sync horizon stay on the server until asked for. */}
      <HistoryFromServer key={status} engine={engine} list="requests" status={status} />
    </Flex>
  );
}
