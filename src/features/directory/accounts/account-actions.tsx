/**
 * Disabling and enabling a user (admins, never their own account), and mailing an invitation
 * nobody accepted again. Disabling ends every session
 * of the user at once: its refresh tokens are revoked, its realtime socket closed, and its open
 * tab is signed out at its next call; enabling lets it sign in again.
 */
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { updateDirectoryRecord, type AccountRow } from '../../../../src-sync/index.js';
import { ConfirmDialog } from '../../../shared/feedback/confirm-dialog.js';
import { notifyFailure } from '../../../shared/feedback/notify.js';
import { toaster } from '../../../shared/feedback/toaster.js';
import { useSession } from '../../../shared/session/app-services.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { useActor } from '../../../shared/session/use-actor.js';
import { personName } from '../collections/lookups.js';
import { useTranslate } from '../use-translate.js';

export function AccountActions({ account }: { account: AccountRow }) {
  const t = useTranslate();
  const actor = useActor();
  const { db } = useOpenWorkspace();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  if (!actor?.admin) return null;
  if (account.user_id === actor.userId) {
    return (
      <Text fontSize="xs" color="fg.muted">
        {t('accounts:actions.ownAccount')}
      </Text>
    );
  }
  const disabled = account.disabled === 1;
  const set = async (value: boolean) => {
    setRunning(true);
    try {
      await updateDirectoryRecord(db, 'accounts', account.id, { disabled: value });
      setAsking(false);
    } catch (error) {
      notifyFailure(t(value ? 'accounts:actions.disable' : 'accounts:actions.enable'), error);
    } finally {
      setRunning(false);
    }
  };
  return (
    <>
      {/* Not for an invitation still on its way (a temp id) nor a disabled user (the server
          refuses both: the link could not open the account). */}
      {account.verified === 0 && account.id > 0 && !disabled && <SendInvitationAgain account={account} />}
      <Button
        size="sm"
        variant="outline"
        colorPalette={disabled ? 'green' : 'red'}
        loading={running && !asking}
        onClick={() => (disabled ? void set(false) : setAsking(true))}
        data-testid={disabled ? 'account-enable' : 'account-disable'}
      >
        {t(disabled ? 'accounts:actions.enable' : 'accounts:actions.disable')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('accounts:actions.disableQuestion')}
        description={t('accounts:actions.disableExplained', { name: personName(account.user) })}
        cancelLabel={t('accounts:actions.cancel')}
        confirmLabel={t('accounts:actions.disableConfirm')}
        onConfirm={() => set(true)}
        onClose={() => setAsking(false)}
        confirmTestId="account-disable-confirm"
      />
    </>
  );
}

/** An invitation nobody accepted, mailed again with a new link (the first one lasts a day). Online
 * only: a mail is no record to queue, and the admin hears at once whether it went. */
function SendInvitationAgain({ account }: { account: AccountRow }) {
  const t = useTranslate();
  const session = useSession();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!session.sendInvitationAgain) return;
    setSending(true);
    try {
      const email = await session.sendInvitationAgain(account.id);
      toaster.create({ type: 'success', title: t('accounts:actions.invitationSent', { email }) });
    } catch (error) {
      notifyFailure(t('accounts:actions.sendAgain'), error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={sending} onClick={() => void send()} data-testid="account-send-invitation">
      {t('accounts:actions.sendAgain')}
    </Button>
  );
}
