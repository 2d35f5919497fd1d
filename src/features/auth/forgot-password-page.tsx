import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { forgotPasswordSchema } from '../../../src-sync/index.js';
import { failureText } from '../../shared/feedback/notify.js';
import { asTranslate, translateServerMessage } from '../../i18n/index.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { FormField } from '../../shared/forms/form-field.js';
import { useSession } from '../../shared/session/app-services.js';
import { AuthLayout } from './auth-layout.js';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      setSent(translateServerMessage(await session.forgotPassword(body), asTranslate(t)));
    } catch (error) {
      setFailure(failureText(t('forgot.what'), error));
    }
  });

  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to="/signin">{t('backToSignIn')}</RouterLink>
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {sent && <FormAlert status="success" title={t('checkEmail')} description={sent} />}
          {failure && <FormAlert status="error" title={failure} />}
          <FormField label={t('email')} error={formState.errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder={t('emailPlaceholder')} {...register('email')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={formState.isSubmitting}>
            {sent ? t('forgot.sendAgain') : t('forgot.send')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
