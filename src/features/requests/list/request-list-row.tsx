/**
 * One request in the list: identifier and status, client -> branch and location, the period its
 * timeslots cover (request dates, spec section 9: YYYY-MM-DD at the location) and job
 * categories, PO number and when it was ordered. The whole row is a link to the request's page.
 * Rows have one fixed height (REQUEST_ROW_HEIGHT) for the windowed list.
 */
import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Local, RequestRow } from '../../../../src-sync/index.js';
import { formatPlanningDateTime, formatRequestDate, useClientBranchLabel, useJobCategoryName } from '../../../shared/format/index.js';
import { RequestStatusBadge } from '../request-status-badge.js';
import { requestPath } from '../request-paths.js';
import type { RequestWriteMark } from './use-request-write-marks.js';

export const REQUEST_ROW_HEIGHT = 92;

/** "PO 4501293886", but a number that already says PO ("PO-4501293886", "PO999") as it is. */
export function poText(po: string, labelled: string): string {
  return /^po(?![a-z])/i.test(po) ? po : labelled;
}

interface RequestListRowProps {
  row: Local<RequestRow>;
  top: number;
  writeMark: RequestWriteMark | undefined;
  /** A phone's width: the period moves from the first line to the third. */
  narrow: boolean;
}

export const RequestListRow = memo(function RequestListRow({ row, top, writeMark, narrow }: RequestListRowProps) {
  const { t } = useTranslation('requests');
  const zone = row.location.timezone;
  const start = row.period_start ? formatRequestDate(row.period_start, zone) : '';
  const end = row.period_end ? formatRequestDate(row.period_end, zone) : '';
  const period = start === '' ? t('list.noTimeslots') : start === end ? start : t('list.period', { start, end });
  const jobName = useJobCategoryName();
  const jobs = (row.request_types ?? []).map(jobName).join(', ');
  const place = useClientBranchLabel()(row);
  return (
    <Link
      asChild
      position="absolute"
      insetInlineStart="0"
      insetInlineEnd="0"
      top="0"
      h={`${REQUEST_ROW_HEIGHT}px`}
      style={{ transform: `translateY(${top}px)` }}
      display="flex"
      flexDirection="column"
      justifyContent="center"
      alignItems="stretch"
      textAlign="start"
      gap="0.5"
      px="4"
      borderBottomWidth="1px"
      borderColor="border.muted"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
      data-testid="request-row"
      data-request-id={row.id}
      data-status={row.status}
    >
      <RouterLink to={requestPath(row.id)}>
        <HStack gap="2" minW="0">
          <Text fontWeight="semibold" truncate dir="auto" flexShrink={0}>
            {row.identifier}
          </Text>
          <RequestStatusBadge status={row.status} />
          {writeMark && (
            <Badge size="sm" variant={writeMark === 'failed' ? 'solid' : 'subtle'} colorPalette={writeMark === 'failed' ? 'red' : 'gray'} flexShrink={0}>
              {t(writeMark === 'failed' ? 'list.writeFailed' : 'list.writeQueued')}
            </Badge>
          )}
          <Box flex="1" />
          {/* On a phone the identifier keeps the first line whole; the period opens the third. */}
          {!narrow && (
            <Text fontSize="sm" fontVariantNumeric="tabular-nums" flexShrink={0}>
              {period}
            </Text>
          )}
        </HStack>
        <Text fontSize="sm" truncate>
          {row.branch ? <span>{place}</span> : <bdi>{place}</bdi>} · <bdi>{row.location.name}</bdi>
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {narrow && (
            <Box as="span" color="fg" fontVariantNumeric="tabular-nums">
              {period} ·{' '}
            </Box>
          )}
          {[jobs, row.po_number ? poText(row.po_number, t('list.po', { po: row.po_number })) : '', t('list.ordered', { when: formatPlanningDateTime(row.created_at, zone) })]
            .filter((part) => part !== '')
            .join(' · ')}
        </Text>
      </RouterLink>
    </Link>
  );
});
