/**
 * A page holding a form asks before a navigation throws typed input away: Back, a menu link or
 * the browser's back button left a half-filled order without a word (the browser's back then
 * showed an empty form). While the form holds unsaved input, leaving its page asks "Discard your
 * changes?" (Keep editing first), and a reload or closing the tab gets the browser's own
 * question. Sending the form is the user's choice (`allowLeave`) and leaves at once. Needs the
 * app's data router (react-router's `useBlocker`).
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { DiscardChangesQuestion } from './unsaved-changes.js';

export interface LeaveGuard {
  /** Navigations from now on are the user's choice (the form was sent): let them through; false
   * again when the send was refused and the form stays. */
  allowLeave: (allow: boolean) => void;
  /** The question, rendered by the page. */
  dialog: ReactNode;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chrome and Safari ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const allowLeave = useCallback((allow: boolean) => {
    allowed.current = allow;
  }, []);
  const dialog = <DiscardChangesQuestion open={blocker.state === 'blocked'} onDiscard={() => blocker.proceed?.()} onKeep={() => blocker.reset?.()} />;
  return { allowLeave, dialog };
}
