/** A shift time in a narrow table cell: DD-MM-YYYY HH:mm (spec section 9), allowed to wrap only
 * between the date and the time, never inside the date at its hyphens. */
import { Text } from '@chakra-ui/react';
import { formatZoned } from '../details/zoned-date-time.js';

export function ZonedCellText({ utc, timeZone }: { utc: string; timeZone: string }) {
  const [date = '', time = ''] = formatZoned(utc, timeZone).split(' ');
  // Left to right in every language: in a right-to-left page the two parts would swap places.
  return (
    <bdi dir="ltr">
      <Text as="span" whiteSpace="nowrap">
        {date}
      </Text>{' '}
      <Text as="span" whiteSpace="nowrap" fontWeight="medium">
        {time}
      </Text>
    </bdi>
  );
}
