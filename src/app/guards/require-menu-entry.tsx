import { Outlet } from 'react-router';
import { NotFoundPage } from '../../features/errors/index.js';
import { menuKeysFor, type MenuKey } from '../../shared/navigation/menu.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** /dashboard/<key> exists only for the keys in the user's own menu; others are unknown routes. */
export function RequireMenuEntry({ entry }: { entry: MenuKey }) {
  const { flags } = useSessionState();
  if (!menuKeysFor(flags).includes(entry)) return <NotFoundPage />;
  return <Outlet />;
}
