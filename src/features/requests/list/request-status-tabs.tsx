/**
 * The status tabs of the request list (spec section 4: Pending, Confirmed, Canceled, each with its
 * count). The counts are live from the local database (use-request-counts.ts), where the old
 * build showed a static "(20)".
 */
import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type RequestStatus } from '../../../../src-sync/index.js';
import { formatNumber, useIntlLocale } from '../../../shared/use-intl-locale.js';
import type { RequestCounts } from './use-request-counts.js';

interface RequestStatusTabsProps {
  status: RequestStatus;
  counts: RequestCounts | undefined;
  onChange: (status: RequestStatus) => void;
}

const TAB_KEY = { pending: 'tabs.pending', confirmed: 'tabs.confirmed', cancelled: 'tabs.cancelled' } as const;

export function RequestStatusTabs({ status, counts, onChange }: RequestStatusTabsProps) {
  const { t } = useTranslation('requests');
  const locale = useIntlLocale();
  return (
    <Tabs.Root value={status} onValueChange={(event) => onChange(event.value as RequestStatus)} variant="line" size="sm">
      <Tabs.List aria-label={t('tabs.label')} overflowX="auto" maxW="full">
        {REQUEST_STATUSES.map((value) => (
          // Tighter on a phone, so the three tabs fit 360 px in the longer languages too
          // ("Pendientes", "Confirmadas", "Canceladas") instead of the last one hiding off screen.
          <Tabs.Trigger key={value} value={value} data-testid={`request-tab-${value}`} data-count={counts?.[value]} flexShrink={0} px={{ base: '2', sm: '3' }} fontSize={{ base: 'xs', sm: 'sm' }}>
            {t(TAB_KEY[value], { count: counts?.[value] ?? 0, shown: counts ? formatNumber(counts[value], locale) : '…' })}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
