/** Who and where: branch as 'client -> branch' (spec section 2), the location with address and
 * number, the request and the equipment ordered with it, and the subcontractor it is forwarded to
 * with its answer. */
import { DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { ClientBranchText, useClientBranchLabel, useJobCategoryName } from '../format/index.js';
import { ContractorStatusBadge } from '../status-badge.js';
import { useRequestEquipment } from './use-request-equipment.js';

/** 'client -> branch' (spec section 2) as Planning Details words it. */
export const usePlanningClientBranch = () => useClientBranchLabel();

export function PlanningInfoSummary({ planning }: { planning: PlanningRow }) {
  const { t } = useTranslation(['planning-details', 'planning-row', 'requests']);
  const jobName = useJobCategoryName();
  const equipment = useRequestEquipment(planning.request_id);
  const { location } = planning;
  const address = [location.address, location.number].filter(Boolean).join(' ');
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      <DataList.Item>
        <DataList.ItemLabel>{t('info.branch')}</DataList.ItemLabel>
        <DataList.ItemValue data-testid="client-branch">
          <ClientBranchText row={planning} />
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('info.location')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <Text>
            {location.name}
            <br />
            <Text as="span" color="fg.muted">
              {address}
            </Text>
          </Text>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('info.request')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {planning.request.identifier} · {jobName(planning.request_type)}
        </DataList.ItemValue>
      </DataList.Item>
      {equipment.length > 0 && (
        <DataList.Item>
          {/* The request page's words for the same lines. */}
          <DataList.ItemLabel>{t('requests:page.equipment')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Stack gap="0" data-testid="planning-equipment">
              {equipment.map(({ line, item }) => (
                <Text key={line.id}>{t('requests:page.equipmentLine', { count: line.quantity, name: item?.name ?? `#${line.equipment_id}` })}</Text>
              ))}
            </Stack>
          </DataList.ItemValue>
        </DataList.Item>
      )}
      <DataList.Item>
        <DataList.ItemLabel>{t('info.subcontractor')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <HStack gap="2" wrap="wrap">
            <Text>{planning.contractor?.name ?? t('planning-row:notForwarded')}</Text>
            {planning.contractor_status && <ContractorStatusBadge status={planning.contractor_status} />}
          </HStack>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
