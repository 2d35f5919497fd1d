/** A labelled native select with its rule message: the order form's client, branch, location,
 * job category and equipment choices (native, so phones show their own picker). */
import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../shared/forms/form-field.js';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  error: string | undefined;
  options: readonly SelectOption[];
  placeholder?: string;
  registration: UseFormRegisterReturn;
  testId: string;
}

export function SelectField({ label, error, options, placeholder, registration, testId }: SelectFieldProps) {
  return (
    <FormField label={label} error={error}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...registration} data-testid={testId}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
