/** The first column of Planning Details (spec section 2): who and where, then the editable
 * times, description and PO number (read-only for users who may not change them). */
import { Heading, Separator, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Local, PlanningRow } from '../../../../src-sync/index.js';
import type { PlanningPermissions } from './planning-permissions.js';
import { PlanningInfoForm } from './planning-info-form.js';
import { PlanningInfoReadonly } from './planning-info-readonly.js';
import { PlanningInfoSummary } from './planning-info-summary.js';

export function PlanningInfoColumn({ planning, permissions }: { planning: Local<PlanningRow>; permissions: PlanningPermissions }) {
  const { t } = useTranslation('planning-details');
  return (
    <Stack gap="3" data-testid="planning-info-column">
      <Heading as="h3" size="md">
        {t('info.title')}
      </Heading>
      <PlanningInfoSummary planning={planning} />
      <Separator />
      {permissions.editInfo ? <PlanningInfoForm planning={planning} /> : <PlanningInfoReadonly planning={planning} />}
    </Stack>
  );
}
