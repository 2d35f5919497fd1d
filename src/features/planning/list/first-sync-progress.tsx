/** The rest of a device's first sync, once the list's window is complete (window-first sync): a
 * thin bar under the heading that leaves when everything is in. */
import { Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BootstrapProgress } from '../../../../src-sync/index.js';

export function FirstSyncProgress({ progress }: { progress: BootstrapProgress }) {
  const { t } = useTranslation('sync');
  if (progress.phase !== 'rest') return null;
  const percent = progress.total !== null && progress.total > 0 ? Math.min(99, Math.floor((progress.loaded / progress.total) * 100)) : null;
  return (
    <Progress.Root size="xs" value={percent} maxW="md" aria-label={t('firstSync.label')} data-testid="first-sync-progress">
      <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal">
        {t('firstSync.progress', { percent: percent ?? 0 })}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
