import { Button, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { passwordSetSchema } from '../../../src-sync/index.js';
import { describeError } from '../../shared/feedback/notify.js';
import { applyServerIssues } from '../../shared/forms/apply-server-issues.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { useSession } from '../../shared/session/app-services.js';
import { useLogout } from '../../shared/session/use-logout.js';
import { useSessionState } from '../../shared/session/use-session-state.js';
import { AuthLayout } from './auth-layout.js';
import { NewPasswordFields } from './new-password-fields.js';

/** First sign-in of an unverified user (spec section 2): held here until a password is set. */
export function ConfirmAccountPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const session = useSession();
  const { user } = useSessionState();
  const { logout, loggingOut } = useLogout();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(passwordSetSchema),
    defaultValues: { password: '', password_confirm: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await session.setPassword(body);
      await navigate('/dashboard', { replace: true });
    } catch (error) {
      applyServerIssues(error, ['password', 'password_confirm'], setError);
      setFailure(describeError(error));
    }
  });

  return (
    <AuthLayout title={t('confirm.title', { name: user?.first_name ?? '' }).trim()} subtitle={t('confirm.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {failure && <FormAlert status="error" title={t('errors:somethingWentWrong')} description={failure} />}
          <NewPasswordFields register={register} errors={errors} />
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" size="lg" flex="1" loading={isSubmitting}>
              {t('common:actions.confirm')}
            </Button>
            <Button variant="outline" size="lg" flex="1" onClick={logout} loading={loggingOut}>
              {t('confirm.logout')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </AuthLayout>
  );
}
