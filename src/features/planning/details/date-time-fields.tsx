/**
 * A date + time pair as the spec's pickers take them (section 9: DD/MM/YYYY, and a 24-hour time),
 * in the location's time zone. Plain text inputs on purpose: a browser's native time picker
 * follows the OS locale and may show AM/PM, which a night planner can misread.
 */
import { Input, SimpleGrid } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../shared/forms/form-field.js';

interface DateTimeFieldsProps {
  /** 'Start' or 'End': the labels read 'Start date', 'Start time'. */
  label: string;
  date: UseFormRegisterReturn;
  time: UseFormRegisterReturn;
  dateError?: string | undefined;
  timeError?: string | undefined;
}

export function DateTimeFields({ label, date, time, dateError, timeError }: DateTimeFieldsProps) {
  return (
    <SimpleGrid columns={2} gap="3">
      <FormField label={`${label} date`} error={dateError}>
        <Input placeholder="DD/MM/YYYY" inputMode="numeric" autoComplete="off" maxLength={10} {...date} />
      </FormField>
      <FormField label={`${label} time`} error={timeError}>
        <Input placeholder="HH:mm" inputMode="numeric" autoComplete="off" maxLength={5} {...time} />
      </FormField>
    </SimpleGrid>
  );
}
