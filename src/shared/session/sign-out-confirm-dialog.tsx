/** Answers the sign-out question of sign-out-confirm.ts: Cancel, or 'Sign out anyway'. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.js';
import { registerSignOutDialog, signOutWarningText, useSignOutQuestion } from './sign-out-confirm.js';

export function SignOutConfirmDialog() {
  const { t } = useTranslation(['session', 'common']);
  const question = useSignOutQuestion();
  useEffect(() => registerSignOutDialog(), []);
  return (
    <ConfirmDialog
      open={question !== null}
      title={t('signOut.title')}
      description={question ? signOutWarningText(question.unsent) : ''}
      cancelLabel={t('common:actions.cancel')}
      confirmLabel={t('signOut.anyway')}
      onConfirm={() => question?.answer(true)}
      onClose={() => question?.answer(false)}
      testId="sign-out-confirm"
    />
  );
}
