/**
 * The app speaks the signed-in user's language (their profile's `language`); signed out, the
 * browser's. Renders nothing: it switches i18next when the user or their choice changes, on this
 * tab or (through the synced own account) on another.
 */
import { useEffect } from 'react';
import { currentLanguage, detectedLanguage, profileLanguage, switchLanguage, type Language } from '../i18n/index.js';
import { useSessionState } from '../shared/session/use-session-state.js';

export function FollowProfileLanguage() {
  const { status, user } = useSessionState();
  let wanted: Language | null = null;
  if (status === 'signed-in') wanted = profileLanguage(user?.language) ?? detectedLanguage();
  else if (status === 'signed-out') wanted = detectedLanguage();
  useEffect(() => {
    if (wanted === null || wanted === currentLanguage()) return;
    switchLanguage(wanted).catch((error: unknown) => console.error(`The ${wanted} catalogue could not be loaded`, error));
  }, [wanted]);
  return null;
}
