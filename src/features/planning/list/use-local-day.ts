import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';

/**
 * The start of the planner's local day, moving on at midnight: the list stays open all night, and
 * "start of today" (the default window's lower bound) must follow the clock.
 */
export function useLocalDay(): DateTime {
  const [today, setToday] = useState(() => DateTime.local().startOf('day'));
  useEffect(() => {
    const next = today.plus({ days: 1 });
    // +1 s: a timer may fire a hair early; landing just after midnight computes the new day.
    const timer = setTimeout(() => setToday(DateTime.local().startOf('day')), Math.max(1000, next.toMillis() - Date.now() + 1000));
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
