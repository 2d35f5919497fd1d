/**
 * Planning status and contractor status badges, used by the list, the details modal and the
 * history/confirm columns. Colours are the spec's (section 4) via PLANNING_STATUS_COLOR; archived
 * is black, which is not a Chakra palette, so it is painted explicitly.
 */
import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLANNING_STATUS_COLOR, type PlanningStatus } from '../../../src-sync/index.js';
import { CONTRACTOR_STATUS_COLOR, type ContractorStatus } from './status-labels.js';

export { CONTRACTOR_STATUS_COLOR, type ContractorStatus } from './status-labels.js';

/** Chakra props for one of the spec's colour names. */
export function statusColorProps(color: string, variant: 'solid' | 'subtle' | 'outline'): BadgeProps {
  if (color === 'black') {
    return variant === 'solid' ? { bg: 'gray.950', color: 'white' } : { color: 'gray.950', borderColor: 'gray.950', borderWidth: '1px', bg: 'gray.100' };
  }
  return { colorPalette: color, variant };
}

type SizeProp = { size?: BadgeProps['size'] };

/** Solid so the colour reads at a glance on a dim night-shift screen. */
export function PlanningStatusBadge({ status, size = 'sm' }: { status: PlanningStatus } & SizeProp) {
  const { t } = useTranslation('planning-row');
  return (
    <Badge {...statusColorProps(PLANNING_STATUS_COLOR[status], 'solid')} size={size} data-status={status} flexShrink={0}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Outline, so it never competes with the planning's own status next to it. */
export function ContractorStatusBadge({ status, size = 'sm' }: { status: ContractorStatus } & SizeProp) {
  const { t } = useTranslation('planning-row');
  return (
    <Badge {...statusColorProps(CONTRACTOR_STATUS_COLOR[status], 'outline')} size={size} data-contractor-status={status} flexShrink={0}>
      {t(`contractorStatus.${status}`)}
    </Badge>
  );
}
