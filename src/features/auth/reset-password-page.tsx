import { Button, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '../../../src-sync/index.js';
import { failureText, notifySuccess } from '../../shared/feedback/notify.js';
import { applyServerIssues } from '../../shared/forms/apply-server-issues.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { useSession } from '../../shared/session/app-services.js';
import { AuthLayout } from './auth-layout.js';
import { NewPasswordFields } from './new-password-fields.js';

/** Opened from the mailed link: /resetpassword?token=… (`&first=1` for an invitation or a
 * sign-up's first password: the same form, worded as setting a password, not resetting one). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const words = params.get('first') === '1' ? 'firstPassword' : 'reset';
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: params.get('token') ?? '', password: '', password_confirm: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await session.resetPassword(body);
      notifySuccess(t(`${words}.done`), t(`${words}.doneHint`));
      await navigate('/signin', { replace: true });
    } catch (error) {
      applyServerIssues(error, ['password', 'password_confirm'], setError);
      setFailure(failureText(t('reset.what'), error));
    }
  });

  return (
    <AuthLayout
      title={t(`${words}.title`)}
      subtitle={t(`${words}.subtitle`)}
      footer={
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to="/signin">{t('backToSignIn')}</RouterLink>
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {errors.token && (
            <FormAlert status="error" title={t('reset.invalidLink')} description={t('reset.invalidLinkHint')} />
          )}
          {failure && <FormAlert status="error" title={failure} />}
          <NewPasswordFields register={register} errors={errors} />
          <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting}>
            {t(`${words}.submit`)}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
