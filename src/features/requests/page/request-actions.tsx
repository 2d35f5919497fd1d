/**
 * The request's own actions, each offered only when the permission table says this user may do
 * it now (the server asks the same table): the chat group of the request (the chat widget answers
 * openChat), and while it is pending, change the order and cancel it (after a confirmation; the
 * cancel is queued like every write and shows its state next to the request). A request still on
 * its way to the server can be changed and cancelled too: both writes wait for its create.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMessageCircle, LuPencil, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { can, cancelRequest, MutationInputError, type Local, type RequestRow } from '../../../../src-sync/index.js';
import { openChat } from '../../../shared/chat-launcher/index.js';
import { ConfirmDialog } from '../../../shared/feedback/confirm-dialog.js';
import { describeError } from '../../../shared/feedback/notify.js';
import { toaster } from '../../../shared/feedback/toaster.js';
import { useOpenWorkspace } from '../../../shared/local-first/index.js';
import { useActor } from '../../../shared/session/use-actor.js';
import { editRequestPath } from '../request-paths.js';

export function RequestActions({ request }: { request: Local<RequestRow> }) {
  const { t } = useTranslation('requests');
  const actor = useActor();
  const [confirming, setConfirming] = useState(false);
  const sent = request.id > 0;
  return (
    <>
      {can(actor, 'request.read', { request }) && sent && (
        <Button size="sm" variant="outline" onClick={() => openChat({ kind: 'request', requestId: request.id })} data-testid="request-chat">
          <LuMessageCircle /> {t('page.chat')}
        </Button>
      )}
      {can(actor, 'request.update', { request }) && (
        <Button asChild size="sm" variant="outline" data-testid="request-edit">
          <RouterLink to={editRequestPath(request.id)}>
            <LuPencil /> {t('page.edit')}
          </RouterLink>
        </Button>
      )}
      {can(actor, 'request.cancel', { request }) && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} data-testid="request-cancel">
          <LuX /> {t('page.cancel')}
        </Button>
      )}
      <CancelRequestDialog request={request} open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}

function CancelRequestDialog({ request, open, onClose }: { request: Local<RequestRow>; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const { db } = useOpenWorkspace();
  const confirm = async () => {
    try {
      await cancelRequest(db, request.id);
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: t('cancel.failed'), description: error instanceof MutationInputError ? error.message : describeError(error) });
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('cancel.title', { identifier: request.identifier })}
      description={t('cancel.description')}
      cancelLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      onConfirm={confirm}
      onClose={onClose}
      testId="cancel-request-dialog"
      confirmTestId="cancel-request-confirm"
    />
  );
}
