import { FormAlert } from '../../shared/forms/form-alert.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** Why the user is on the sign-in page when it was not their choice (session ended, offline). */
export function SessionNotice() {
  const { error } = useSessionState();
  if (!error) return null;
  const title = error.isNetworkError ? 'Your session could not be restored' : 'Signed out';
  return <FormAlert status="info" title={title} description={error.message} />;
}
