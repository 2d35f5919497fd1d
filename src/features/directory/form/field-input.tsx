/** One field of a directory form, by its kind (collections/collection-types.ts). */
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { translateFieldMessage } from '../../../i18n/index.js';
import type { FieldSpec, FormContext } from '../collections/collection-types.js';
import { useTranslate } from '../use-translate.js';
import type { FormValues } from './form-values.js';
import { TimezoneField } from './timezone-field.js';

interface FieldInputProps {
  field: FieldSpec;
  context: FormContext;
  register: UseFormRegister<FormValues>;
  error: string | undefined;
  readOnly: boolean;
}

const INPUT_TYPE: Partial<Record<FieldSpec['kind'], string>> = { email: 'email', phone: 'tel' };

export function FieldInput({ field, context, register, error, readOnly }: FieldInputProps) {
  const t = useTranslate();
  const listId = useId();
  const input = register(field.name);
  if (field.kind === 'timezone') {
    return <TimezoneField input={input} value={context.values[field.name] ?? ''} error={error} readOnly={readOnly} required={field.required === true} />;
  }
  const suggestions = field.suggestions?.(context) ?? [];
  return (
    <Field.Root invalid={Boolean(error)} required={field.required === true} gridColumn={field.wide ? '1 / -1' : undefined}>
      <Field.Label>
        {t(`directory:fields.${field.name}`)}
        <Field.RequiredIndicator />
      </Field.Label>
      {field.kind === 'select' ? (
        <NativeSelect.Root disabled={readOnly}>
          <NativeSelect.Field {...input} data-testid={`field-${field.name}`}>
            <option value="">{t(field.required ? 'directory:owner.choose' : 'directory:owner.none')}</option>
            {(field.options?.(context) ?? []).map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : field.kind === 'textarea' ? (
        <Textarea {...input} readOnly={readOnly} rows={3} dir="auto" />
      ) : (
        <Input
          {...input}
          type={INPUT_TYPE[field.kind] ?? 'text'}
          readOnly={readOnly}
          dir={field.kind === 'email' || field.kind === 'phone' || field.kind === 'date' ? 'ltr' : 'auto'}
          autoComplete="off"
          inputMode={field.kind === 'date' ? 'numeric' : undefined}
          placeholder={field.kind === 'date' ? t('directory:hints.date') : undefined}
          maxLength={field.kind === 'date' ? 10 : undefined}
          list={suggestions.length > 0 ? listId : undefined}
        />
      )}
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
      {error ? (
        <Field.ErrorText>{translateFieldMessage(error, t)}</Field.ErrorText>
      ) : (
        field.name === 'expires_at' && <Field.HelperText>{t('directory:hints.expiresAt')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
