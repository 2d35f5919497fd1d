/** A shift time in a narrow table cell: DD-MM-YYYY HH:mm (spec section 9), allowed to wrap only
 * between the date and the time, never inside the date at its hyphens. */
import { Text } from '@chakra-ui/react';
import { formatZoned } from '../details/zoned-date-time.js';

export function ZonedCellText({ utc, timeZone }: { utc: string; timeZone: string }) {
  const [date = '', time = ''] = formatZoned(utc, timeZone).split(' ');
  return (
    <>
      <Text as="span" whiteSpace="nowrap">
        {date}
      </Text>{' '}
      <Text as="span" whiteSpace="nowrap" fontWeight="medium">
        {time}
      </Text>
    </>
  );
}
