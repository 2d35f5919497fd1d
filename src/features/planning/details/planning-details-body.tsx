/** The three columns of Planning Details (spec section 2): info, shifts, history. Side by side on
 * a desktop (above 1220 px), info and shifts over history on a tablet, stacked on a phone. */
import { Box, Grid, GridItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Local, PlanningRow } from '../../../../src-sync/index.js';
import { HistoryColumn } from '../history/history-column.js';
import { ShiftsColumn } from '../shifts/shifts-column.js';
import { PlanningInfoColumn } from './planning-info-column.js';
import type { PlanningPermissions } from './planning-permissions.js';

function Panel({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" p="4" minW="0" h="full">
      {children}
    </Box>
  );
}

export function PlanningDetailsBody({ planning, permissions }: { planning: Local<PlanningRow>; permissions: PlanningPermissions }) {
  return (
    <Grid
      gap="4"
      alignItems="start"
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.3fr)', xl: 'minmax(0, 1fr) minmax(0, 1.6fr) minmax(0, 1fr)' }}
    >
      <GridItem>
        <Panel>
          <PlanningInfoColumn planning={planning} permissions={permissions} />
        </Panel>
      </GridItem>
      <GridItem>
        <Panel>
          <ShiftsColumn planning={planning} permissions={permissions} />
        </Panel>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2, xl: 1 }}>
        <Panel>
          <HistoryColumn planning={planning} />
        </Panel>
      </GridItem>
    </Grid>
  );
}
