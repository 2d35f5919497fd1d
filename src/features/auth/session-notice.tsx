import { useTranslation } from 'react-i18next';
import { describeError } from '../../shared/feedback/notify.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** Why the user is on the sign-in page when it was not their choice (session ended, offline). */
export function SessionNotice() {
  const { t } = useTranslation('auth');
  const { error } = useSessionState();
  if (!error) return null;
  const title = error.isNetworkError ? t('notice.notRestored') : t('notice.signedOut');
  return <FormAlert status="info" title={title} description={describeError(error)} />;
}
