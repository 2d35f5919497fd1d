import { Checkbox, Field } from '@chakra-ui/react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { asTranslate, translateFieldMessage } from '../../i18n/index.js';

interface TermsCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  error?: string | undefined;
}

/** The required terms agreement of the sign-up form (spec section 2). */
export function TermsCheckbox<T extends FieldValues>({ control, name, error }: TermsCheckboxProps<T>) {
  const { t } = useTranslation('auth');
  return (
    <Field.Root invalid={Boolean(error)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value === true}
            onCheckedChange={({ checked }) => field.onChange(checked === true)}
            name={field.name}
            invalid={Boolean(error)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t('signUp.terms')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      {error && <Field.ErrorText>{translateFieldMessage(error, asTranslate(t))}</Field.ErrorText>}
    </Field.Root>
  );
}
