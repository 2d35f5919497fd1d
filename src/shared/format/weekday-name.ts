/** The weekday's name in the UI's language: the wire carries the spec's English names
 * ("Monday"), which a timeslot's day lines show on the request page and in the review. */
import { Info } from 'luxon';
import { WEEKDAYS } from '../../../src-sync/index.js';
import { useIntlLocale } from '../use-intl-locale.js';

export function useWeekdayName(): (day: string) => string {
  const locale = useIntlLocale();
  const names = Info.weekdays('long', { locale });
  return (day) => {
    const index = (WEEKDAYS as readonly string[]).indexOf(day);
    return index >= 0 ? (names[index] ?? day) : day;
  };
}
