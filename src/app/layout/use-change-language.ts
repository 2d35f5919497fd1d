/**
 * The user menu's language choice: queued as a write of the own account (it reaches the server
 * when it can, offline included) and shown at once. The session keeps the choice over the stored
 * account, so a reload (offline too) opens in it; FollowProfileLanguage switches the catalogue.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { updateOwnLanguage } from '../../../src-sync/index.js';
import type { Language } from '../../i18n/index.js';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { useAppServices } from '../../shared/session/app-services.js';
import { useWorkspace } from '../../shared/local-first/workspace-context.js';

export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { t } = useTranslation('session');
  const { session } = useAppServices();
  const workspace = useWorkspace();
  return useCallback(
    async (language: Language) => {
      if (!workspace) return;
      try {
        await updateOwnLanguage(workspace.db, workspace.userId, language);
        session.patchOwnUser?.({ language });
      } catch (error) {
        notifyFailure(t('userMenu.languageChange'), error);
      }
    },
    [workspace, session, t],
  );
}
