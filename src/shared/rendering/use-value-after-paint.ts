/**
 * `value` as it was when the browser last had a frame to spare: a render that changes it
 * paints first, and only the next frame shows the new value. For secondary figures next to
 * something the user is waiting for (the status counts beside the planning list on a keystroke,
 * DESIGN.md section 6: keystroke to updated list under 50 ms). React's useDeferredValue does not
 * do this: its later render usually runs before the browser paints, in the same frame.
 *
 * While values keep changing faster than frames (typing), only the last one is shown.
 */
import { useEffect, useState } from 'react';

export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    // A timer set in the frame's animation callback fires once that frame is painted. Each step
    // is cancelled only while it is pending: this cleanup runs on every keystroke.
    let timer: ReturnType<typeof setTimeout> | null = null;
    let frame: number | null = requestAnimationFrame(() => {
      frame = null;
      timer = setTimeout(() => {
        timer = null;
        setShown(() => value);
      }, 0);
    });
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      if (timer !== null) clearTimeout(timer);
    };
  }, [value]);
  return shown;
}
