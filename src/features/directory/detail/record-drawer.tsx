/**
 * A record's detail view: its form, and a tab per kind of child (a client's branches, locations,
 * contacts and users; an agent's licences), each a directory list of its own. Opening a child
 * shows it in the same drawer with a way back, so a phone never stacks windows.
 */
import { Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { updateDirectoryRecord } from '../../../../src-sync/index.js';
import { notifyFailure } from '../../../shared/feedback/notify.js';
import { PAGE_START_ALIGN } from '../../../shared/layout/page-start-align.js';
import { WRAP_ANYWHERE } from '../../../shared/layout/wrap-anywhere.js';
import { PendingWriteState } from '../../../shared/local-first/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { useActor } from '../../../shared/session/use-actor.js';
import { AccountActions } from '../accounts/account-actions.js';
import type { DirectoryEntity, ParentLink } from '../collections/collection-types.js';
import type { Lookups } from '../collections/lookups.js';
import { recordBadges, isArchived } from '../collections/record-badges.js';
import { collectionOf } from '../collections/registry.js';
import { DeleteRecordButton } from '../delete/delete-record-button.js';
import { RecordForm } from '../form/record-form.js';
import { RecordList } from '../list/record-list.js';
import { directoryTable } from '../list/directory-table.js';
import { RecordBadgeList } from '../list/record-badge-list.js';
import { useTranslate } from '../use-translate.js';
import { canCreateUnder, useRecordPermissions } from './use-record-permissions.js';
import { DirectionalIcon } from '../../../shared/layout/directional-icon.js';

/** One view in the drawer: a record (its id) or a new one (null) of a collection. */
export interface DrawerView {
  entity: DirectoryEntity;
  id: number | null;
  parent: ParentLink | null;
  /** The child tab to open on (`?tab=` of the page's address, e.g. an agent's licences from a
   * licence notice); the details otherwise. */
  tab?: string | null;
}

interface RecordDrawerProps {
  view: DrawerView | null;
  lookups: Lookups;
  onClose: () => void;
}

export function RecordDrawer({ view, lookups, onClose }: RecordDrawerProps) {
  const t = useTranslate();
  // Children opened from this record; the first view is the one the page asked for.
  const [stack, setStack] = useState<DrawerView[]>([]);
  const current = stack.at(-1) ?? view;
  const push = (next: DrawerView) => setStack((views) => [...views, next]);
  const back = () => setStack((views) => views.slice(0, -1));
  const close = () => {
    setStack([]);
    onClose();
  };
  return (
    <Drawer.Root open={view !== null} onOpenChange={(event) => !event.open && close()} size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="directory-drawer">
            {current && (
              <RecordView
                key={`${current.entity}:${String(current.id)}:${stack.length}`}
                view={current}
                lookups={lookups}
                canGoBack={stack.length > 0}
                onBack={back}
                onOpenChild={push}
                onDone={() => (stack.length > 0 ? back() : close())}
              />
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('directory:detail.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface RecordViewProps {
  view: DrawerView;
  lookups: Lookups;
  canGoBack: boolean;
  onBack: () => void;
  onOpenChild: (view: DrawerView) => void;
  onDone: () => void;
}

function RecordView({ view, lookups, canGoBack, onBack, onOpenChild, onDone }: RecordViewProps) {
  const t = useTranslate();
  const actor = useActor();
  const { db } = useOpenWorkspace();
  const config = collectionOf(view.entity);
  const id = view.id;
  const row = useLiveQuery(() => (id === null ? null : directoryTable(db, view.entity).get(id).then((found) => found ?? null)), [db, view.entity, id]);
  const permissions = useRecordPermissions(config, row ?? null, lookups);
  if (id !== null && row === undefined) return null;
  if (id !== null && row === null) {
    return (
      <Drawer.Body py="6">
        <Text role="status">{t('directory:detail.notFound')}</Text>
      </Drawer.Body>
    );
  }
  const record = row ?? null;
  const archived = record !== null && isArchived(record);
  const title = record ? config.title(record, lookups) : t(`directory:collections.${view.entity}.new`);
  const archive = async (value: boolean) => {
    if (!record) return;
    try {
      await updateDirectoryRecord(db, view.entity, record.id, { archived: value });
    } catch (error) {
      notifyFailure(t(value ? 'directory:detail.archive' : 'directory:detail.restore'), error);
    }
  };
  const canArchive = record !== null && 'archived' in record && permissions.update;
  const form = (
    <RecordForm
      config={config}
      row={record}
      parent={view.parent}
      lookups={lookups}
      readOnly={!permissions.update}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
  const children = record ? (config.children ?? []) : [];
  const subtitle = record ? config.subtitle(record, lookups, t) : null;
  const badges = record ? recordBadges(config, record, lookups) : [];

  return (
    <>
      <Drawer.Header borderBottomWidth="1px">
        <Stack gap="2" w="full" pe="8">
          <HStack gap="2">
            {canGoBack && (
              <Button size="xs" variant="ghost" onClick={onBack} aria-label={t('directory:detail.back')}>
                <DirectionalIcon>
                  <LuArrowLeft />
                </DirectionalIcon>
              </Button>
            )}
            <Drawer.Title dir="auto" truncate css={PAGE_START_ALIGN}>
              {title}
            </Drawer.Title>
          </HStack>
          {/* What the form below does not show: an account's email, Disabled or Invited. */}
          {subtitle && (
            <Text fontSize="sm" color="fg.muted" dir="auto" css={{ ...WRAP_ANYWHERE, ...PAGE_START_ALIGN }} lineClamp={2} title={subtitle} data-testid="directory-drawer-subtitle">
              {subtitle}
            </Text>
          )}
          {badges.length > 0 && (
            <HStack gap="1.5" wrap="wrap" data-testid="directory-drawer-badges">
              <RecordBadgeList badges={badges} />
            </HStack>
          )}
          {record && (
            <HStack gap="2" wrap="wrap">
              <PendingWriteState table={view.entity} id={record.id} subjectOnly />
              <Box flex="1" />
              {view.entity === 'accounts' && 'disabled' in record && <AccountActions account={record} />}
              {canArchive && (
                <Button size="sm" variant="outline" onClick={() => void archive(!archived)} data-testid="directory-archive">
                  {t(archived ? 'directory:detail.restore' : 'directory:detail.archive')}
                </Button>
              )}
              {permissions.delete && <DeleteRecordButton config={config} row={record} canArchive={canArchive} lookups={lookups} onDeleted={onDone} />}
            </HStack>
          )}
        </Stack>
      </Drawer.Header>
      <Drawer.Body py="4">
        {archived && (
          <Text fontSize="sm" color="fg.muted" mb="4">
            {t('directory:detail.archivedNote')}
          </Text>
        )}
        {record && !permissions.update && (
          <Text fontSize="sm" color="fg.muted" mb="4">
            {t('directory:detail.readOnly')}
          </Text>
        )}
        {children.length === 0 ? (
          form
        ) : (
          <Tabs.Root defaultValue={record !== null && children.some((child) => child.entity === view.tab) ? (view.tab ?? 'details') : 'details'} variant="line" lazyMount unmountOnExit>
            {/* Each tab on one line, the list scrolling sideways when they do not fit (a phone in
                Arabic or French): a tab wrapped onto two lines or squeezed to a cut word read as
                broken. */}
            <Tabs.List overflowX="auto" css={{ '& > [role=tab]': { flexShrink: 0, whiteSpace: 'nowrap', paddingInline: { base: '2.5', md: '4' } } }}>
              <Tabs.Trigger value="details">{t('directory:detail.details')}</Tabs.Trigger>
              {children.map((child) => (
                <Tabs.Trigger key={child.entity} value={child.entity} data-testid={`directory-tab-${child.entity}`}>
                  {t(`directory:collections.${child.entity}.title`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="details">{form}</Tabs.Content>
            {record &&
              children.map((child) => {
                const parent = { field: child.field, id: record.id };
                const childConfig = collectionOf(child.entity);
                return (
                  <Tabs.Content key={child.entity} value={child.entity}>
                    <RecordList
                      entity={child.entity}
                      parent={parent}
                      lookups={lookups}
                      embedded
                      canCreate={canCreateUnder(actor, childConfig, parent, lookups)}
                      onOpen={(childId) => onOpenChild({ entity: child.entity, id: childId, parent })}
                      onCreate={() => onOpenChild({ entity: child.entity, id: null, parent })}
                    />
                  </Tabs.Content>
                );
              })}
          </Tabs.Root>
        )}
      </Drawer.Body>
    </>
  );
}
