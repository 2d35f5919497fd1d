/**
 * Client -> branch, subcontractor and location filters. Choices come from the plannings in the
 * window (filter-options.ts); branch and location lists narrow to the chosen client and branch.
 */
import { NativeSelect } from '@chakra-ui/react';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption, FilterOptions } from './filter-options.js';
import { distinctLabels, type LabelWords } from '../../../shared/format/index.js';
import type { PlanningFilters, SubcontractorChoice } from './planning-filters.js';

type EntityPatch = Partial<Pick<PlanningFilters, 'clientId' | 'branchId' | 'subcontractor' | 'locationId'>>;

interface EntityFiltersProps {
  clientId: number | null;
  branchId: number | null;
  locationId: number | null;
  subcontractor: SubcontractorChoice;
  options: FilterOptions;
  /** A client user sees one client, a subcontractor user only its own plannings: no such choice. */
  showClient: boolean;
  showSubcontractor: boolean;
  onChange: (patch: EntityPatch) => void;
}

const NONE = 'none';

/** Memoized on plain values: a search keystroke must not re-render hundreds of <option>s. */
export const EntityFilters = memo(function EntityFilters(props: EntityFiltersProps) {
  const { options, showClient, showSubcontractor, onChange } = props;
  const { t } = useTranslation(['planning-list', 'planning-row']);
  const filters = props;
  const branches = options.branches.filter((b) => filters.clientId === null || b.clientId === filters.clientId);
  const locations = options.locations.filter(
    (l) => (filters.clientId === null || l.clientId === filters.clientId) && (filters.branchId === null || l.branchId === filters.branchId),
  );
  const words = useMemo<LabelWords>(
    () => ({ of: (name, owner) => t('filters.optionOf', { name, owner }), clientBranch: (client, branch) => t('planning-row:clientBranch', { client, branch }) }),
    [t],
  );
  return (
    <>
      {showClient && (
        <EntitySelect
          label={t('filters.client')}
          anyLabel={t('filters.allClients')}
          unknownLabel={(id) => t('filters.unknownClient', { id })}
          value={filters.clientId}
          options={options.clients}
          // A branch or location of another client would leave the list empty: clear them.
          onChange={(id) => onChange({ clientId: id, branchId: null, locationId: null })}
        />
      )}
      <EntitySelect
        label={t('filters.branch')}
        anyLabel={t('filters.allBranches')}
        unknownLabel={(id) => t('filters.unknownBranch', { id })}
        value={filters.branchId}
        options={branches}
        labels={distinctLabels(branches, words)}
        onChange={(id) => onChange({ branchId: id, locationId: null })}
      />
      <EntitySelect
        label={t('filters.location')}
        anyLabel={t('filters.allLocations')}
        unknownLabel={(id) => t('filters.unknownLocation', { id })}
        value={filters.locationId}
        options={locations}
        labels={distinctLabels(locations, words)}
        onChange={(id) => onChange({ locationId: id })}
      />
      {showSubcontractor && (
        <SubcontractorSelect value={filters.subcontractor} options={options.subcontractors} onChange={(value) => onChange({ subcontractor: value })} />
      )}
    </>
  );
});

interface EntitySelectProps {
  label: string;
  anyLabel: string;
  /** The option of a chosen value the window no longer holds. */
  unknownLabel: (id: number) => string;
  value: number | null;
  options: readonly FilterOption[];
  /** What each option shows, when not its bare name (distinct-labels.ts). */
  labels?: ReadonlyMap<number, string>;
  onChange: (id: number | null) => void;
}

function EntitySelect({ label, anyLabel, unknownLabel, value, options, labels, onChange }: EntitySelectProps) {
  // Keeps a chosen value listed when the window no longer holds it, so the select never lies.
  const missing = value !== null && !options.some((o) => o.id === value);
  return (
    <FilterSelect label={label} value={value === null ? '' : String(value)} onChange={(raw) => onChange(raw === '' ? null : Number(raw))}>
      <option value="">{anyLabel}</option>
      {missing && <option value={String(value)}>{unknownLabel(value)}</option>}
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {labels?.get(o.id) ?? o.label}
        </option>
      ))}
    </FilterSelect>
  );
}

function SubcontractorSelect(props: { value: SubcontractorChoice; options: readonly FilterOption[]; onChange: (value: SubcontractorChoice) => void }) {
  const { value, options, onChange } = props;
  const { t } = useTranslation(['planning-list', 'planning-row']);
  const missing = typeof value === 'number' && !options.some((o) => o.id === value);
  return (
    <FilterSelect
      label={t('filters.subcontractor')}
      value={value === null ? '' : String(value)}
      onChange={(raw) => onChange(raw === '' ? null : raw === NONE ? 'none' : Number(raw))}
    >
      <option value="">{t('filters.allSubcontractors')}</option>
      <option value={NONE}>{t('planning-row:notForwarded')}</option>
      {missing && <option value={String(value)}>{t('filters.unknownSubcontractor', { id: value })}</option>}
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.label === '' ? t('filters.unknownSubcontractor', { id: o.id }) : o.label}
        </option>
      ))}
    </FilterSelect>
  );
}

function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (raw: string) => void; children: ReactNode }) {
  return (
    <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 4px)', md: '180px' }}>
      <NativeSelect.Field aria-label={label} bg="bg" value={value} onChange={(event) => onChange(event.target.value)} textOverflow="ellipsis">
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
