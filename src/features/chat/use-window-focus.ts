import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('focus', onChange);
  window.addEventListener('blur', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    window.removeEventListener('blur', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/** Spec section 4: the window's focus is tracked; a hidden page counts as not focused. */
export function useWindowFocus(): boolean {
  return useSyncExternalStore(subscribe, () => document.visibilityState === 'visible' && document.hasFocus(), () => true);
}
