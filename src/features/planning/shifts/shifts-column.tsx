/** The middle column of Planning Details: the shifts, how many agents the planning needs, and
 * Add new shift for those allowed (spec section 6: admin, or the subcontractor it is forwarded to). */
import { Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import type { Local, PlanningRow, ShiftRow } from '../../../../src-sync/index.js';
import type { PlanningPermissions } from '../details/planning-permissions.js';
import { usePlanningShiftWrites } from '../details/use-outbox-rows.js';
import { ShiftModal } from './shift-modal.js';
import { ShiftsTable } from './shifts-table.js';
import { usePlanningShifts } from './use-planning-shifts.js';

interface ShiftsColumnProps {
  planning: Local<PlanningRow>;
  permissions: PlanningPermissions;
  /** The device may not hold this planning's shifts yet (useRowsOnDemand): none is not yet "none". */
  rowsComing?: boolean;
}

/** 'new' opens an empty Shift Details form; a shift opens it for editing. */
type Editing = Local<ShiftRow> | 'new' | null;

export function ShiftsColumn({ planning, permissions, rowsComing = false }: ShiftsColumnProps) {
  const { t } = useTranslation('planning-shifts');
  const stored = usePlanningShifts(planning.id);
  const shifts = rowsComing && stored?.length === 0 ? undefined : stored;
  const writes = usePlanningShiftWrites(planning.id);
  const [editing, setEditing] = useState<Editing>(null);
  const staffed = shifts?.filter((shift) => shift.agents.length >= planning.number_of_agents).length ?? 0;

  return (
    <Stack gap="3" data-testid="shifts-column">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md">
          {t('title')}
        </Heading>
        {permissions.addShift && (
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            <LuPlus /> {t('addNew')}
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" data-testid="agents-needed">
        <Trans t={t} i18nKey="agentsNeeded" values={{ count: planning.number_of_agents }} components={{ strong: <strong /> }} />
        {shifts && shifts.length > 0 && ` · ${t('staffed', { staffed, count: shifts.length })}`}
      </Text>
      {shifts === undefined ? (
        <Skeleton height="24" />
      ) : (
        <ShiftsTable planning={planning} shifts={shifts} writes={writes} permissions={permissions} onEdit={(shift) => setEditing(shift)} />
      )}
      {editing !== null && (
        <ShiftModal planning={planning} shift={editing === 'new' ? null : editing} permissions={permissions} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
