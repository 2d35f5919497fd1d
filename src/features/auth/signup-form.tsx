import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signupSchema } from '../../../src-sync/index.js';
import { failureText } from '../../shared/feedback/notify.js';
import { asTranslate, translateServerMessage } from '../../i18n/index.js';
import { applyServerIssues } from '../../shared/forms/apply-server-issues.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { FormField } from '../../shared/forms/form-field.js';
import { useSession } from '../../shared/session/app-services.js';
import { TermsCheckbox } from './terms-checkbox.js';

const FIELDS = ['first_name', 'last_name', 'email', 'company_name', 'terms'] as const;

/** Creates an unverified account; the mailed link sets the password (ARCHITECTURE.md). */
export function SignupForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(signupSchema),
    // `terms` starts unset: the schema accepts only `true`, so an unticked box fails with its rule.
    defaultValues: { first_name: '', last_name: '', email: '', company_name: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      onDone(translateServerMessage(await session.signup(body), asTranslate(t)));
    } catch (error) {
      applyServerIssues(error, FIELDS, setError);
      setFailure(failureText(t('signUp.what'), error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {failure && <FormAlert status="error" title={failure} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('signUp.firstName')} error={errors.first_name?.message}>
            <Input autoComplete="given-name" {...register('first_name')} />
          </FormField>
          <FormField label={t('signUp.lastName')} error={errors.last_name?.message}>
            <Input autoComplete="family-name" {...register('last_name')} />
          </FormField>
        </SimpleGrid>
        <FormField label={t('email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder={t('emailPlaceholder')} {...register('email')} />
        </FormField>
        <FormField label={t('signUp.company')} error={errors.company_name?.message}>
          <Input autoComplete="organization" {...register('company_name')} />
        </FormField>
        <TermsCheckbox control={control} name="terms" error={errors.terms?.message} />
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('signUp.creating')}>
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
