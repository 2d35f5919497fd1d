/**
 * One directory list, for any collection: search, the archived switch, the add button the
 * permission table allows, and the windowed rows, with their empty, loading-from-server and
 * offline states. A page shows it full height; a record's detail view shows its children's.
 */
import { Alert, Button, EmptyState, Flex, HStack, Input, InputGroup, Spinner, Switch, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSearch, LuSearchX } from 'react-icons/lu';
import { DIRECTORY_WRITES } from '../../../../src-sync/index.js';
import { useConnectivity } from '../../../shared/local-first/use-connectivity.js';
import { useObservableValue } from '../../../shared/local-first/use-observable-value.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import type { DirectoryEntity, ParentLink } from '../collections/collection-types.js';
import type { Lookups } from '../collections/lookups.js';
import { collectionOf } from '../collections/registry.js';
import { filterRecords } from './filter-records.js';
import { RecordRows } from './record-rows.js';
import { useRecords } from './use-records.js';

interface RecordListProps {
  entity: DirectoryEntity;
  parent: ParentLink | null;
  lookups: Lookups;
  /** Whether the add button shows (the permission table decided). */
  canCreate: boolean;
  onOpen: (id: number) => void;
  onCreate: () => void;
  embedded?: boolean;
}

/** A record's children fill the drawer below its header, tabs and search (about 17rem), and
 * never shrink below a few cards: a fixed 22rem showed five of a client's seventeen locations
 * above an empty half of the drawer. */
const EMBEDDED_HEIGHT = 'max(16rem, calc(100dvh - 17rem))';

export function RecordList({ entity, parent, lookups, canCreate, onOpen, onCreate, embedded = false }: RecordListProps) {
  const { t } = useTranslation('directory');
  const config = collectionOf(entity);
  const stored = useRecords(entity, parent);
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const { offline } = useConnectivity();
  const { engine } = useOpenWorkspace();
  const lastSyncAt = useObservableValue(engine.lastSyncAt$, null);
  const filtered = useMemo(
    () => (stored ? filterRecords(stored, config, lookups, { search, showArchived }) : null),
    [stored, config, lookups, search, showArchived],
  );
  const label = t(`collections.${entity}.title`);

  return (
    <Flex direction="column" gap="3" flex="1" minH="0" data-testid={`directory-${entity}`}>
      <HStack gap="3" wrap="wrap">
        <InputGroup flex="1" minW="12rem" startElement={<LuSearch />}>
          <Input
            size={embedded ? 'sm' : 'md'}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t(`collections.${entity}.search`)}
            aria-label={t(`collections.${entity}.search`)}
            // Typed text takes its own direction while the field keeps the page's, so its padding
            // stays on the magnifier's side (dir="auto" could turn it left to right in Arabic and
            // put the icon over the hint's first letter).
            unicodeBidi="plaintext"
          />
        </InputGroup>
        {DIRECTORY_WRITES[entity].archivable && (filtered?.archived ?? 0) > 0 && (
          <Switch.Root size="sm" checked={showArchived} onCheckedChange={(event) => setShowArchived(event.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('list.showArchived', { count: filtered?.archived ?? 0 })}</Switch.Label>
          </Switch.Root>
        )}
        {canCreate && (
          <Button size={embedded ? 'sm' : 'md'} colorPalette="brand" onClick={onCreate} data-testid={`directory-add-${entity}`}>
            <LuPlus />
            {t(`collections.${entity}.add`)}
          </Button>
        )}
      </HStack>
      {offline && !embedded && (
        <Alert.Root status="warning" size="sm" variant="subtle" data-testid="directory-offline-note">
          <Alert.Indicator />
          <Alert.Title>{t('list.offline')}</Alert.Title>
        </Alert.Root>
      )}
      {filtered === null ? (
        <HStack p="4" justify="center" aria-busy="true">
          <Spinner size="sm" />
        </HStack>
      ) : filtered.rows.length === 0 ? (
        <EmptyList entity={entity} searching={search.trim() !== ''} firstSync={lastSyncAt === null && !offline} offline={offline} />
      ) : (
        <>
          {!embedded && (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t('list.count', { count: filtered.rows.length })}
            </Text>
          )}
          <RecordRows config={config} rows={filtered.rows} lookups={lookups} onOpen={onOpen} resetKey={search} height={embedded ? EMBEDDED_HEIGHT : 'full'} label={label} cards={embedded} />
        </>
      )}
    </Flex>
  );
}

function EmptyList({ entity, searching, firstSync, offline }: { entity: DirectoryEntity; searching: boolean; firstSync: boolean; offline: boolean }) {
  const { t } = useTranslation('directory');
  const title = searching ? t('list.noMatch') : firstSync ? t('list.firstSync') : t(`collections.${entity}.empty`);
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderRadius="md" bg="bg" data-testid="directory-empty">
      <EmptyState.Content>
        <EmptyState.Indicator>{firstSync ? <Spinner size="sm" /> : <LuSearchX />}</EmptyState.Indicator>
        <EmptyState.Title role="status">{title}</EmptyState.Title>
        {offline && !searching && <EmptyState.Description>{t('list.offlineEmpty')}</EmptyState.Description>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
