/**
 * Search and filters of the request list, like the planning list's: free text, client ->
 * branch -> location (a client user sees only its own organisation, so no client choice), job
 * category, and the order. Branch and location choices narrow to the chosen client and branch.
 */
import { Button, CloseButton, Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { JOB_CATEGORIES } from '../../../../src-sync/index.js';
import { REQUEST_SORTS, type RequestFilters, type RequestSort } from './request-filters.js';
import type { PlaceOptions } from './use-place-options.js';
import { placeFilterLabels } from './place-filter-labels.js';
import { JOB_KEY, type LabelWords } from '../../../shared/format/index.js';

interface RequestFilterBarProps {
  filters: RequestFilters;
  sort: RequestSort;
  options: PlaceOptions | undefined;
  showClient: boolean;
  filtersActive: boolean;
  onFilters: (patch: Partial<RequestFilters>) => void;
  onSort: (sort: RequestSort) => void;
  onReset: () => void;
}

const SORT_KEY = {
  'created-desc': 'filters.sort.createdDesc',
  'created-asc': 'filters.sort.createdAsc',
  'start-asc': 'filters.sort.startAsc',
  'start-desc': 'filters.sort.startDesc',
} as const satisfies Record<RequestSort, string>;

const idOf = (raw: string): number | null => (raw === '' ? null : Number(raw));

export function RequestFilterBar({ filters, sort, options, showClient, filtersActive, onFilters, onSort, onReset }: RequestFilterBarProps) {
  const { t } = useTranslation(['requests', 'planning-row']);
  const branches = (options?.branches ?? []).filter((b) => filters.clientId === null || b.client_id === filters.clientId);
  const locations = (options?.locations ?? []).filter(
    (l) => (filters.clientId === null || l.client_id === filters.clientId) && (filters.branchId === null || l.branch_id === filters.branchId),
  );
  const words = useMemo<LabelWords>(() => ({ of: (name, owner) => t('filters.optionOf', { name, owner }), clientBranch: (client, branch) => t('planning-row:clientBranch', { client, branch }) }), [t]);
  const labels = placeFilterLabels(options?.clients ?? [], branches, locations, words);
  return (
    <Flex gap="2" wrap="wrap" align="center" flexShrink={0}>
      <InputGroup
        flex={{ base: '1 1 100%', md: '1 1 280px' }}
        maxW={{ md: '380px' }}
        startElement={<LuSearch />}
        endElement={filters.search !== '' ? <CloseButton size="xs" me="-2" aria-label={t('filters.clearSearch')} onClick={() => onFilters({ search: '' })} /> : undefined}
      >
        <Input
          size="sm"
          bg="bg"
          type="search"
          value={filters.search}
          aria-label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          data-testid="request-search"
          // Typed text takes its own direction (an Arabic name in an English UI), while the field
          // keeps the page's, so its padding stays on the magnifier's side (dir="auto" turned an
          // empty field left to right in Arabic and put the placeholder under the icon).
          unicodeBidi="plaintext"
          onChange={(event) => onFilters({ search: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onFilters({ search: '' });
          }}
        />
      </InputGroup>
      {showClient && (
        <Select label={t('filters.client')} value={filters.clientId} onChange={(raw) => onFilters({ clientId: idOf(raw), branchId: null, locationId: null })}>
          <option value="">{t('filters.allClients')}</option>
          {options?.clients.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </Select>
      )}
      <Select label={t('filters.branch')} value={filters.branchId} onChange={(raw) => onFilters({ branchId: idOf(raw), locationId: null })}>
        <option value="">{t('filters.allBranches')}</option>
        {branches.map((b) => (
          <option key={b.id} value={String(b.id)}>
            {labels.branches.get(b.id) ?? b.name}
          </option>
        ))}
      </Select>
      <Select label={t('filters.location')} value={filters.locationId} onChange={(raw) => onFilters({ locationId: idOf(raw) })}>
        <option value="">{t('filters.allLocations')}</option>
        {locations.map((l) => (
          <option key={l.id} value={String(l.id)}>
            {labels.locations.get(l.id) ?? l.name}
          </option>
        ))}
      </Select>
      <Select label={t('filters.job')} value={filters.requestType} onChange={(raw) => onFilters({ requestType: raw === '' ? null : raw })}>
        <option value="">{t('filters.allJobs')}</option>
        {JOB_CATEGORIES.map((job) => (
          <option key={job} value={job}>
            {t(JOB_KEY[job])}
          </option>
        ))}
      </Select>
      <Select label={t('filters.sort.label')} value={sort} onChange={(raw) => onSort(raw as RequestSort)}>
        {REQUEST_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(SORT_KEY[value])}
          </option>
        ))}
      </Select>
      {filtersActive && (
        <Button size="sm" variant="ghost" onClick={onReset} data-testid="request-filters-reset">
          {t('filters.reset')}
        </Button>
      )}
    </Flex>
  );
}

function Select({ label, value, onChange, children }: { label: string; value: string | number | null; onChange: (raw: string) => void; children: ReactNode }) {
  return (
    <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 4px)', md: '170px' }}>
      <NativeSelect.Field aria-label={label} bg="bg" value={value === null ? '' : String(value)} onChange={(event) => onChange(event.target.value)} textOverflow="ellipsis">
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
