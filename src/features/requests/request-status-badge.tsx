/** A request's status in the spec's colours (section 4: pending orange, confirmed green,
 * cancelled red), solid like the planning badges so it reads at a glance. */
import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUS_COLOR, type RequestStatus } from '../../../src-sync/index.js';
import { STATUS_KEY } from './request-labels.js';

export function RequestStatusBadge({ status, size = 'sm' }: { status: RequestStatus; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('requests');
  return (
    <Badge colorPalette={REQUEST_STATUS_COLOR[status]} variant="solid" size={size} data-status={status} flexShrink={0}>
      {t(STATUS_KEY[status])}
    </Badge>
  );
}
