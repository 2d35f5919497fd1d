import { Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { AuthLayout } from './auth-layout.js';
import { SignupForm } from './signup-form.js';

export function SignupPage() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<string | null>(null);
  const signInLink = (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to="/signin">{t('signIn.submit')}</RouterLink>
    </Link>
  );
  return (
    <AuthLayout
      title={done ? t('checkEmail') : t('signUp.title')}
      subtitle={done ? undefined : t('signUp.subtitle')}
      footer={
        done ? undefined : (
          <>
            {t('signUp.haveAccount')} {signInLink}
          </>
        )
      }
    >
      {done ? (
        <>
          <FormAlert status="success" title={t('signUp.created')} description={done} />
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/signin">{t('backToSignIn')}</RouterLink>
          </Button>
        </>
      ) : (
        <SignupForm onDone={setDone} />
      )}
    </AuthLayout>
  );
}
