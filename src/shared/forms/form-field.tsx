/** A labelled form control with its rule message underneath (spec section 5: the rule's message
 * or 'required'), in the user's language. Chakra's Field wires the label, the input id and
 * aria-invalid together. */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asTranslate, translateFieldMessage } from '../../i18n/index.js';

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  helperText?: string;
  children: ReactNode;
}

export function FormField({ label, error, helperText, children }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{translateFieldMessage(error, asTranslate(t))}</Field.ErrorText>}
    </Field.Root>
  );
}
