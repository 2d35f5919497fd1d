/** The three columns of Planning Details (spec section 2): info, shifts, history. Side by side on
 * a desktop (above 1220 px), info and shifts over history on a tablet; on a phone they are
 * sections one under the other, with a bar that jumps to each. */
import { Box, Button, Grid, GridItem, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Local, PlanningRow } from '../../../../src-sync/index.js';
import { HistoryColumn } from '../history/history-column.js';
import { ShiftsColumn } from '../shifts/shifts-column.js';
import { PlanningInfoColumn } from './planning-info-column.js';
import type { PlanningPermissions } from './planning-permissions.js';

const SECTIONS = ['info', 'shifts', 'history'] as const;
type Section = (typeof SECTIONS)[number];
const sectionId = (section: Section) => `planning-section-${section}`;

function Panel({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '3', md: '4' }} minW="0" h="full">
      {children}
    </Box>
  );
}

/** A phone's way through the sections: stays at the top of the page while it scrolls. */
function SectionBar() {
  const { t } = useTranslation(['planning-details', 'planning-shifts', 'planning-history']);
  const labels: Record<Section, string> = { info: t('info.title'), shifts: t('planning-shifts:title'), history: t('planning-history:title') };
  return (
    <HStack as="nav" aria-label={t('sections')} gap="1" position="sticky" top="0" zIndex="1" bg="bg.subtle" py="2" data-testid="planning-sections">
      {SECTIONS.map((section) => (
        <Button
          key={section}
          size="xs"
          variant="outline"
          bg="bg"
          flex="1"
          minW="0"
          onClick={() => document.getElementById(sectionId(section))?.scrollIntoView({ block: 'start', behavior: 'smooth' })}
        >
          <Box as="span" truncate>
            {labels[section]}
          </Box>
        </Button>
      ))}
    </HStack>
  );
}

interface PlanningDetailsBodyProps {
  planning: Local<PlanningRow>;
  permissions: PlanningPermissions;
  /** A phone: sections with the bar. */
  compact: boolean;
  /** The device may not hold the planning's shifts and history yet (useRowsOnDemand). */
  rowsComing?: boolean;
}

export function PlanningDetailsBody({ planning, permissions, compact, rowsComing = false }: PlanningDetailsBodyProps) {
  return (
    <>
      {compact && <SectionBar />}
      <Grid
        gap={{ base: '3', md: '4' }}
        alignItems="start"
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.3fr)', xl: 'minmax(0, 1fr) minmax(0, 1.6fr) minmax(0, 1fr)' }}
      >
        <GridItem id={sectionId('info')} scrollMarginTop="12">
          <Panel>
            <PlanningInfoColumn planning={planning} permissions={permissions} />
          </Panel>
        </GridItem>
        <GridItem id={sectionId('shifts')} scrollMarginTop="12">
          <Panel>
            <ShiftsColumn planning={planning} permissions={permissions} rowsComing={rowsComing} />
          </Panel>
        </GridItem>
        <GridItem id={sectionId('history')} colSpan={{ base: 1, md: 2, xl: 1 }} scrollMarginTop="12">
          <Panel>
            <HistoryColumn planning={planning} rowsComing={rowsComing} />
          </Panel>
        </GridItem>
      </Grid>
    </>
  );
}
