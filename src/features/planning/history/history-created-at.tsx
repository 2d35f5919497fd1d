/**
 * A date + time pair as the history shows times (spec section 9: YYYY/MM/DD HH:mm), in the
 * location's zone. Plain text inputs, as the shift form's, so a 24-hour clock is always what a
 * night planner types and reads.
 */
import { Input, SimpleGrid } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../shared/forms/form-field.js';
import { HISTORY_DATE_PLACEHOLDER, TIME_PLACEHOLDER } from '../format/index.js';

interface HistoryDateTimeProps {
  dateLabel: string;
  timeLabel: string;
  date: UseFormRegisterReturn;
  time: UseFormRegisterReturn;
  dateError?: string | undefined;
  timeError?: string | undefined;
}

export function HistoryDateTime({ dateLabel, timeLabel, date, time, dateError, timeError }: HistoryDateTimeProps) {
  return (
    <SimpleGrid columns={2} gap="3">
      <FormField label={dateLabel} error={dateError}>
        <Input placeholder={HISTORY_DATE_PLACEHOLDER} inputMode="numeric" autoComplete="off" maxLength={10} dir="ltr" {...date} />
      </FormField>
      <FormField label={timeLabel} error={timeError}>
        <Input placeholder={TIME_PLACEHOLDER} inputMode="numeric" autoComplete="off" maxLength={5} dir="ltr" {...time} />
      </FormField>
    </SimpleGrid>
  );
}
