/** One shift as a card, where the column is too narrow for the table (phones, tablets): the
 * times on top with the actions beside them, then the agents and the subcontractor, labelled. */
import { Box, DataList, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatZoned } from '../details/zoned-date-time.js';
import { ShiftActions, ShiftAgents } from './shift-parts.js';
import type { ShiftViewProps } from './shift-row.js';
import { ZonedCellText } from './zoned-cell-text.js';

export function ShiftCard({ shift, timeZone, needed, canEdit, canDelete, showAcknowledgements, onEdit }: ShiftViewProps) {
  const { t } = useTranslation('planning-shifts');
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="l2" p="3" data-testid="shift-row" data-shift-id={shift.id}>
      <HStack justify="space-between" align="start" gap="2">
        <Text fontSize="sm" fontWeight="medium" minW="0">
          <ZonedCellText utc={shift.start} timeZone={timeZone} /> – <ZonedCellText utc={shift.end} timeZone={timeZone} />
        </Text>
        <Box flexShrink={0}>
          <ShiftActions shift={shift} start={formatZoned(shift.start, timeZone)} timeZone={timeZone} canEdit={canEdit} canDelete={canDelete} onEdit={onEdit} />
        </Box>
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" gap="1.5" mt="2">
        <DataList.Item alignItems="start">
          <DataList.ItemLabel>{t('table.agents')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <ShiftAgents shift={shift} needed={needed} timeZone={timeZone} showAcknowledgements={showAcknowledgements} inline />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('table.subcontractor')}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{shift.contractor?.name ?? '—'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Box>
  );
}
