import { Button, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loginBodySchema } from '../../../src-sync/index.js';
import { failureText } from '../../shared/feedback/notify.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { FormField } from '../../shared/forms/form-field.js';
import { PasswordInput } from '../../shared/forms/password-input.js';
import { useSession } from '../../shared/session/app-services.js';

/** Email and password to POST /api/login. On success the public-route guard moves on. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await session.login(email, password);
    } catch (error) {
      setFailure(failureText(t('signIn.what'), error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {failure && <FormAlert status="error" title={failure} />}
        <FormField label={t('email')} error={errors.email?.message}>
          <Input type="email" autoComplete="username" placeholder={t('emailPlaceholder')} {...register('email')} />
        </FormField>
        <FormField label={t('password.label')} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <HStack justify="flex-end">
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <RouterLink to="/forgotpassword">{t('signIn.forgot')}</RouterLink>
          </Link>
        </HStack>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('signIn.signingIn')}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
