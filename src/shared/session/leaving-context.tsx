/**
 * "The browser is about to leave the SPA" (logout redirects to the server's /logout). While it
 * is set, the route guard shows a spinner instead of reacting to the signed-out state: otherwise
 * the SPA would first jump to /signin itself and the real redirect would then race it.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface Leaving {
  leaving: boolean;
  startLeaving: () => void;
}

const LeavingContext = createContext<Leaving>({ leaving: false, startLeaving: () => undefined });

export function LeavingProvider({ children }: { children: ReactNode }) {
  const [leaving, setLeaving] = useState(false);
  const value = useMemo(() => ({ leaving, startLeaving: () => setLeaving(true) }), [leaving]);
  return <LeavingContext.Provider value={value}>{children}</LeavingContext.Provider>;
}

export function useLeaving(): Leaving {
  return useContext(LeavingContext);
}
