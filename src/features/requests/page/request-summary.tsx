/** What was ordered: client -> branch, location and address, PO number, note, equipment, and
 * when it was ordered (in the location's zone). */
import { DataList, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Local, RequestRow } from '../../../../src-sync/index.js';
import { ClientBranchText, formatPlanningDateTime } from '../../../shared/format/index.js';
import { WRAP_ANYWHERE } from '../../../shared/layout/wrap-anywhere.js';
import type { RequestDetails } from './use-request-details.js';

export function RequestSummary({ request, equipment }: { request: Local<RequestRow>; equipment: RequestDetails['equipment'] }) {
  const { t } = useTranslation('requests');
  const address = [request.location.address, request.location.number].filter(Boolean).join(' ');
  return (
    <DataList.Root orientation="horizontal" gap="2" size="sm" bg="bg" borderWidth="1px" borderRadius="md" p="4" data-testid="request-summary">
      <Item label={t('page.client')}>
        <ClientBranchText row={request} />
      </Item>
      <Item label={t('page.location')}>
        <Stack gap="0">
          <bdi>{request.location.name}</bdi>
          {address && (
            <Text color="fg.muted" fontSize="xs">
              <bdi>{address}</bdi>
            </Text>
          )}
        </Stack>
      </Item>
      {request.po_number && <Item label={t('page.po')}>{request.po_number}</Item>}
      <Item label={t('page.ordered')}>
        <span dir="ltr">{formatPlanningDateTime(request.created_at, request.location.timezone)}</span>
      </Item>
      {equipment.length > 0 && (
        <Item label={t('page.equipment')}>
          <Stack gap="0" data-testid="request-equipment">
            {equipment.map(({ line, item }) => (
              <Text key={line.id}>{t('page.equipmentLine', { count: line.quantity, name: item?.name ?? `#${line.equipment_id}` })}</Text>
            ))}
          </Stack>
        </Item>
      )}
      {request.note && (
        <Item label={t('page.note')}>
          <Text whiteSpace="pre-wrap" dir="auto">
            {request.note}
          </Text>
        </Item>
      )}
    </DataList.Root>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // The label beside the value's first line: centred, it sat far below where a long note starts.
    <DataList.Item alignItems="baseline">
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      {/* A pasted link or a long PO number wraps instead of widening the page past a phone's screen. */}
      <DataList.ItemValue minW="0" css={WRAP_ANYWHERE}>
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
