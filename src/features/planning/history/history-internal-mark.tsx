/**
 * Whether the client sees a history entry (proof of service). An entry staff marked internal
 * carries an "Internal" badge for everyone who still sees it (staff, the subcontractor, the
 * agent); the client never receives it. Staff get the switch: hide it from the client, or show
 * it again (a queued write, offline too; the entry shows its write state like any other).
 */
import { Badge, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { setHistoryInternal, type HistoryRow, type Local } from '../../../../src-sync/index.js';
import { toaster } from '../../../shared/feedback/toaster.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { mutationErrorText } from '../details/mutation-error.js';

export function InternalBadge({ entry }: { entry: Pick<HistoryRow, 'internal'> }) {
  const { t } = useTranslation('client-view');
  // A copy stored before the flag existed has none: it is shown to the client.
  if (entry.internal !== 1) return null;
  return (
    <Badge size="sm" variant="subtle" colorPalette="purple" title={t('internal.badgeTitle')} data-testid="history-internal">
      <LuEyeOff aria-hidden />
      {t('internal.badge')}
    </Badge>
  );
}

export function InternalSwitch({ entry, time }: { entry: Local<HistoryRow>; time: string }) {
  const { t } = useTranslation('client-view');
  const { db } = useOpenWorkspace();
  const internal = entry.internal === 1;
  const label = internal ? t('internal.showEntry', { time }) : t('internal.hideEntry', { time });
  const toggle = async () => {
    try {
      await setHistoryInternal(db, entry.id, !internal);
    } catch (error) {
      toaster.create({ type: 'error', title: t('internal.failed'), description: mutationErrorText(error) });
    }
  };
  return (
    <IconButton size="xs" variant="ghost" aria-label={label} title={label} aria-pressed={internal} data-testid="history-internal-switch" onClick={() => void toggle()}>
      {internal ? <LuEye /> : <LuEyeOff />}
    </IconButton>
  );
}
