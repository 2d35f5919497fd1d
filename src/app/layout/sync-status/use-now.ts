import { useEffect, useState } from 'react';

/** The current time, re-rendered every `intervalMs`, so 'Synced 2 min ago' keeps counting. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
