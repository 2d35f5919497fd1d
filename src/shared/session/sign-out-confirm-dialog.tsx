/** Answers the sign-out question of sign-out-confirm.ts: Cancel, or 'Sign out anyway'. */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { registerSignOutDialog, signOutWarningText, useSignOutQuestion } from './sign-out-confirm.js';

export function SignOutConfirmDialog() {
  const { t } = useTranslation(['session', 'common']);
  const question = useSignOutQuestion();
  useEffect(() => registerSignOutDialog(), []);
  return (
    <Dialog.Root open={question !== null} role="alertdialog" size="sm" onOpenChange={(event) => !event.open && question?.answer(false)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sign-out-confirm">
            <Dialog.Header>
              <Dialog.Title>{t('signOut.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{question ? signOutWarningText(question.unsent) : ''}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => question?.answer(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button colorPalette="red" onClick={() => question?.answer(true)}>
                {t('signOut.anyway')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
