/**
 * A night shift typed on one date (23:00 -> 07:00) ends before it starts and gets 'not valid '.
 * That is almost always meant as "until the next morning", so the form offers that fix in one
 * click instead of making the planner retype the end date at 3 a.m.
 */
import { Button } from '@chakra-ui/react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SHIFT_END_NOT_VALID } from '../../../../src-sync/index.js';
import { isPickerTime, nextPickerDay, pickerDay } from '../details/zoned-date-time.js';
import type { ShiftFormValues } from './shift-form-schema.js';

interface NextDayHintProps {
  control: Control<ShiftFormValues>;
  error: string | undefined;
  onApply: (endDate: string) => void;
}

export function NextDayHint({ control, error, onApply }: NextDayHintProps) {
  const { t } = useTranslation('planning-shifts');
  const [startDate, startTime, endDate, endTime] = useWatch({ control, name: ['start_date', 'start_time', 'end_date', 'end_time'] });
  const sameDay = pickerDay(startDate) !== null && pickerDay(startDate) === pickerDay(endDate);
  const endsEarlier = isPickerTime(startTime) && isPickerTime(endTime) && endTime.padStart(5, '0') < startTime.padStart(5, '0');
  if (error !== SHIFT_END_NOT_VALID || !sameDay || !endsEarlier) return null;
  const next = nextPickerDay(startDate);
  return (
    <Button size="xs" variant="subtle" colorPalette="orange" alignSelf="start" onClick={() => onApply(next)}>
      {t('form.nextDay', { date: next })}
    </Button>
  );
}
