/**
 * A date + time pair as the spec's pickers take them (section 9: DD/MM/YYYY, and a 24-hour time),
 * in the location's time zone. Plain text inputs on purpose: a browser's native time picker
 * follows the OS locale and may show AM/PM, which a night planner can misread.
 */
import { Input, SimpleGrid } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../shared/forms/form-field.js';
import { PICKER_PLACEHOLDER, TIME_PLACEHOLDER } from '../format/index.js';

interface DateTimeFieldsProps {
  /** 'Start date' and 'Start time', in the user's language. */
  dateLabel: string;
  timeLabel: string;
  date: UseFormRegisterReturn;
  time: UseFormRegisterReturn;
  dateError?: string | undefined;
  timeError?: string | undefined;
}

export function DateTimeFields({ dateLabel, timeLabel, date, time, dateError, timeError }: DateTimeFieldsProps) {
  return (
    <SimpleGrid columns={2} gap="3">
      <FormField label={dateLabel} error={dateError}>
        <Input placeholder={PICKER_PLACEHOLDER} inputMode="numeric" autoComplete="off" maxLength={10} dir="ltr" {...date} />
      </FormField>
      <FormField label={timeLabel} error={timeError}>
        <Input placeholder={TIME_PLACEHOLDER} inputMode="numeric" autoComplete="off" maxLength={5} dir="ltr" {...time} />
      </FormField>
    </SimpleGrid>
  );
}
