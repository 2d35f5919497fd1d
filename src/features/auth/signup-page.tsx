import { Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { AuthLayout } from './auth-layout.js';
import { SignupForm } from './signup-form.js';

export function SignupPage() {
  const [done, setDone] = useState<string | null>(null);
  const signInLink = (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to="/signin">Sign in</RouterLink>
    </Link>
  );
  return (
    <AuthLayout
      title={done ? 'Check your email' : 'Create your Vigil account'}
      subtitle={done ? undefined : 'Request access for your organisation. We will email you a link to set your password.'}
      footer={done ? undefined : <>Already have an account? {signInLink}</>}
    >
      {done ? (
        <>
          <FormAlert status="success" title="Account created" description={done} />
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/signin">Back to sign in</RouterLink>
          </Button>
        </>
      ) : (
        <SignupForm onDone={setDone} />
      )}
    </AuthLayout>
  );
}
