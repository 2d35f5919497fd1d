/**
 * /dashboard/<section> of the directory (clients, locations, subcontractors, agents, branches,
 * users, equipment): the section's collection, read from the local database only, so it opens at
 * once and offline. `?record=ID` opens a record's detail drawer, `?record=new` the create form;
 * both survive a reload and the back button closes them.
 */
import { Flex, Heading } from '@chakra-ui/react';
import { useLocation, useSearchParams } from 'react-router';
import { useActor } from '../../shared/session/use-actor.js';
import { collectionOf } from './collections/registry.js';
import { RecordDrawer, type DrawerView } from './detail/record-drawer.js';
import { canCreateUnder } from './detail/use-record-permissions.js';
import { RecordList } from './list/record-list.js';
import { useLookups } from './list/use-lookups.js';
import { SECTION_ENTITY, isDirectorySection } from './sections.js';
import { useTranslate } from './use-translate.js';

export function DirectoryPage() {
  const t = useTranslate();
  const actor = useActor();
  const section = useLocation().pathname.split('/')[2];
  const [params, setParams] = useSearchParams();
  const lookups = useLookups();
  if (!isDirectorySection(section)) return null;
  const entity = SECTION_ENTITY[section];
  const config = collectionOf(entity);
  const requested = params.get('record');
  const recordId = requested !== null && /^\d+$/.test(requested) ? Number(requested) : null;
  const view: DrawerView | null = requested === 'new' ? { entity, id: null, parent: null } : recordId !== null ? { entity, id: recordId, parent: null, tab: params.get('tab') } : null;
  const show = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete('record');
      else next.set('record', value);
      // The tab belongs to the record the address opened, not to the next one.
      next.delete('tab');
      return next;
    });

  return (
    <Flex direction="column" gap="4" h="full" minH="420px" data-testid={`directory-page-${section}`}>
      <Heading as="h1" size="2xl">
        {t(`directory:sections.${section}`)}
      </Heading>
      <RecordList
        entity={entity}
        parent={null}
        lookups={lookups}
        canCreate={canCreateUnder(actor, config, null, lookups)}
        onOpen={(id) => show(String(id))}
        onCreate={() => show('new')}
      />
      <RecordDrawer key={requested ?? ''} view={view} lookups={lookups} onClose={() => show(null)} />
    </Flex>
  );
}
