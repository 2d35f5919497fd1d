import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export const PLANNING_PARAM = 'planning';

/** Marks a history entry the list pushed when opening a planning. */
interface OpenedHere {
  planningOpenedFromList: true;
}

function openedHere(state: unknown): state is OpenedHere {
  return typeof state === 'object' && state !== null && 'planningOpenedFromList' in state;
}

/**
 * The planning open in the details modal, kept in the URL (?planning=ID) so that a reload or a
 * shared link reopens it. Opening pushes a history entry, so Back closes the modal; closing an
 * entry the list pushed goes back (no stale "?planning" left to reopen with Forward/Back), while
 * closing one that came from a reload or a link just drops the parameter.
 */
export function usePlanningSelection(): { selectedId: number | null; open: (id: number) => void; close: () => void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(PLANNING_PARAM);
  const parsed = raw === null ? NaN : Number(raw);
  // Plannings created offline carry negative temporary ids, so any non-zero integer is valid.
  const selectedId = Number.isInteger(parsed) && parsed !== 0 ? parsed : null;
  const pushedByList = openedHere(location.state);

  const open = useCallback(
    (id: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PLANNING_PARAM, String(id));
          return next;
        },
        { state: { planningOpenedFromList: true } satisfies OpenedHere },
      ),
    [setParams],
  );
  const close = useCallback(() => {
    if (pushedByList) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PLANNING_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [navigate, pushedByList, setParams]);
  return { selectedId, open, close };
}
