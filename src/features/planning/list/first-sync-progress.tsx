/** The rest of a device's first sync, once the list's window is complete (window-first sync): a
 * thin bar at the end of the heading's line that leaves when everything is in. It takes the room
 * the line has rather than a line of its own, so neither its coming nor its going moves the list
 * a planner is working in. On a phone that room holds the percentage alone. */
import { Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BootstrapProgress } from '../../../../src-sync/index.js';
import { intlLocale, profileLanguage } from '../../../i18n/index.js';

export function FirstSyncProgress({ progress }: { progress: BootstrapProgress }) {
  const { t, i18n } = useTranslation('sync');
  if (progress.phase !== 'rest') return null;
  const percent = progress.total !== null && progress.total > 0 ? Math.min(99, Math.floor((progress.loaded / progress.total) * 100)) : null;
  const locale = intlLocale(profileLanguage(i18n.language) ?? 'en');
  return (
    <Progress.Root size="xs" value={percent} flex="0 1 18rem" minW="3rem" ms="auto" alignSelf="center" aria-label={t('firstSync.label')} data-testid="first-sync-progress">
      <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal" display={{ base: 'none', md: 'block' }} truncate>
        {t('firstSync.progress', { percent: percent ?? 0 })}
      </Progress.Label>
      <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal" display={{ base: 'block', md: 'none' }} aria-hidden>
        {new Intl.NumberFormat(locale, { style: 'percent' }).format((percent ?? 0) / 100)}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
