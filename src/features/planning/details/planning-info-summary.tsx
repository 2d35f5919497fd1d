/** Who and where: branch as 'client -> branch' (spec section 2), the location with address and
 * number, the request, and the subcontractor it is forwarded to with its answer. */
import { DataList, HStack, Text } from '@chakra-ui/react';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { ContractorStatusBadge } from '../status-badge.js';

export function clientBranchLabel(planning: Pick<PlanningRow, 'client' | 'branch'>): string {
  return planning.branch ? `${planning.client.name} -> ${planning.branch.name}` : planning.client.name;
}

export function PlanningInfoSummary({ planning }: { planning: PlanningRow }) {
  const { location } = planning;
  const address = [location.address, location.number].filter(Boolean).join(' ');
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      <DataList.Item>
        <DataList.ItemLabel>Branch</DataList.ItemLabel>
        <DataList.ItemValue data-testid="client-branch">{clientBranchLabel(planning)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Location</DataList.ItemLabel>
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
        <DataList.ItemLabel>Request</DataList.ItemLabel>
        <DataList.ItemValue>
          {planning.request.identifier} · {planning.request_type}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Subcontractor</DataList.ItemLabel>
        <DataList.ItemValue>
          <HStack gap="2" wrap="wrap">
            <Text>{planning.contractor?.name ?? 'Not forwarded'}</Text>
            {planning.contractor_status && <ContractorStatusBadge status={planning.contractor_status} />}
          </HStack>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
