import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { forgotPasswordSchema } from '../../../src-sync/index.js';
import { failureText } from '../../shared/feedback/notify.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { FormField } from '../../shared/forms/form-field.js';
import { useSession } from '../../shared/session/app-services.js';
import { AuthLayout } from './auth-layout.js';

export function ForgotPasswordPage() {
  const session = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      setSent(await session.forgotPassword(body));
    } catch (error) {
      setFailure(failureText('Sending the reset link', error));
    }
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to="/signin">Back to sign in</RouterLink>
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {sent && <FormAlert status="success" title="Check your email" description={sent} />}
          {failure && <FormAlert status="error" title={failure} />}
          <FormField label="Email" error={formState.errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="you@company.com" {...register('email')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={formState.isSubmitting}>
            {sent ? 'Send the link again' : 'Send reset link'}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
