import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../src-sync/index.js';
import { FormField } from '../../shared/forms/form-field.js';
import { PasswordInput } from '../../shared/forms/password-input.js';

interface PasswordPair {
  password: string;
  password_confirm: string;
}

interface NewPasswordFieldsProps<T extends PasswordPair> {
  register: UseFormRegister<T>;
  errors: FieldErrors<PasswordPair>;
}

/** New password + confirm password (spec section 5), shared by confirm-account and reset. */
export function NewPasswordFields<T extends PasswordPair>({ register, errors }: NewPasswordFieldsProps<T>) {
  // The pair's field names exist on every T this component accepts.
  const reg = register as unknown as UseFormRegister<PasswordPair>;
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField label={t('password.new')} error={errors.password?.message} helperText={t('password.hint', { count: PASSWORD_MIN })}>
        <PasswordInput autoComplete="new-password" {...reg('password')} />
      </FormField>
      <FormField label={t('password.confirm')} error={errors.password_confirm?.message}>
        <PasswordInput autoComplete="new-password" {...reg('password_confirm')} />
      </FormField>
    </>
  );
}
