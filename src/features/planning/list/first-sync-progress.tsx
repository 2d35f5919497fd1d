/** The rest of a device's first sync, once the list's window is complete (window-first sync): a
 * thin bar that leaves when everything is in. It never takes a line of its own, so neither its
 * coming nor its going moves the list a planner is working in: at the end of the heading's line
 * with its label, and on a phone a bare bar across the gap under the heading. */
import { Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BootstrapProgress } from '../../../../src-sync/index.js';

export function FirstSyncProgress({ progress }: { progress: BootstrapProgress }) {
  const { t } = useTranslation('sync');
  if (progress.phase !== 'rest') return null;
  const percent = progress.total !== null && progress.total > 0 ? Math.min(99, Math.floor((progress.loaded / progress.total) * 100)) : null;
  return (
    <Progress.Root
      size="xs"
      value={percent}
      aria-label={t('firstSync.label')}
      data-testid="first-sync-progress"
      position={{ base: 'absolute', md: 'static' }}
      insetX={{ base: '0', md: 'auto' }}
      bottom={{ base: '-2', md: 'auto' }}
      flex="0 1 18rem"
      minW="6rem"
      ms={{ base: '0', md: 'auto' }}
      alignSelf="center"
    >
      <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal" display={{ base: 'none', md: 'block' }} truncate>
        {t('firstSync.progress', { percent: percent ?? 0 })}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
