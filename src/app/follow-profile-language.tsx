/**
 * The app speaks the signed-in user's language (their profile's `language`); signed out, the
 * browser's. Renders nothing: it switches i18next when the user or their choice changes, in this
 * tab, in another tab of this browser (the stored own account changes: adopted here), or on
 * another device (the leader tab reloads the own account on `account-updated` and stores it).
 */
import { useEffect } from 'react';
import { OWN_ACCOUNT_KEY } from '../../src-sync/index.js';
import { currentLanguage, detectedLanguage, profileLanguage, switchLanguage, type Language } from '../i18n/index.js';
import { useSession } from '../shared/session/app-services.js';
import { useSessionState } from '../shared/session/use-session-state.js';

export function FollowProfileLanguage() {
  const session = useSession();
  const { status, user } = useSessionState();
  let wanted: Language | null = null;
  if (status === 'signed-in') wanted = profileLanguage(user?.language) ?? detectedLanguage();
  else if (status === 'signed-out') wanted = detectedLanguage();

  useEffect(() => {
    if (wanted === null || wanted === currentLanguage()) return;
    switchLanguage(wanted).catch((error: unknown) => console.error(`The ${wanted} catalogue could not be loaded`, error));
  }, [wanted]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === OWN_ACCOUNT_KEY) session.adoptStoredAccount?.();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session]);
  return null;
}
