/** Reminds the agent of changed shifts not yet acknowledged: at once, then every 10 minutes
 * while the page is open, until every change is acknowledged. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../shared/feedback/toaster.js';
import { useSounds } from '../../shared/sounds/index.js';

export const CHANGE_REMINDER_MS = 10 * 60_000;

export function useChangeReminders(pending: number): void {
  const { t } = useTranslation('field');
  const sounds = useSounds();
  useEffect(() => {
    if (pending === 0) return;
    const remind = () => {
      toaster.create({ id: 'shift-change-reminder', type: 'warning', title: t('change.reminder', { count: pending }) });
      sounds.play('request');
    };
    remind();
    const timer = setInterval(remind, CHANGE_REMINDER_MS);
    return () => clearInterval(timer);
  }, [pending, sounds, t]);
}
