import { Outlet, useParams } from 'react-router';
import { NotFoundPage } from '../../features/errors/index.js';
import { isMenuKey, menuKeysFor } from '../../shared/navigation/menu.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** /dashboard/<key> exists only for the keys in the user's own menu; others are unknown routes. */
export function RequireMenuEntry({ entry }: { entry?: string }) {
  const params = useParams();
  const section = entry ?? params.section;
  const { flags } = useSessionState();
  if (!isMenuKey(section) || !menuKeysFor(flags).includes(section)) return <NotFoundPage />;
  return <Outlet />;
}
