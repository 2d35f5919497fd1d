import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of an engine observable (BehaviorSubject-backed ones emit at once). */
export function useObservableValue<T>(observable: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const subscription = observable.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [observable]);
  return value;
}
