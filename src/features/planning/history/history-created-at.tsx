/**
 * A date + time pair as the history shows times (spec section 9: YYYY/MM/DD HH:mm), in the
 * location's zone. Plain text inputs, as the shift form's, so a 24-hour clock is always what a
 * night planner types and reads.
 */
import { Input, SimpleGrid } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../shared/forms/form-field.js';

interface HistoryDateTimeProps {
  label: string;
  date: UseFormRegisterReturn;
  time: UseFormRegisterReturn;
  dateError?: string | undefined;
  timeError?: string | undefined;
}

export function HistoryDateTime({ label, date, time, dateError, timeError }: HistoryDateTimeProps) {
  return (
    <SimpleGrid columns={2} gap="3">
      <FormField label={`${label} date`} error={dateError}>
        <Input placeholder="YYYY/MM/DD" inputMode="numeric" autoComplete="off" maxLength={10} {...date} />
      </FormField>
      <FormField label={`${label} time`} error={timeError}>
        <Input placeholder="HH:mm" inputMode="numeric" autoComplete="off" maxLength={5} {...time} />
      </FormField>
    </SimpleGrid>
  );
}
