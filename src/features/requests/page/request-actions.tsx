/**
 * The request's own actions, each offered only when the permission table says this user may do
 * it now: the chat group of the request (the chat widget answers openChat), edit and cancel while
 * it is pending.
 */
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMessageCircle } from 'react-icons/lu';
import { can, type Local, type RequestRow } from '../../../../src-sync/index.js';
import { openChat } from '../../../shared/chat-launcher/index.js';
import { useActor } from '../../../shared/session/use-actor.js';

export function RequestActions({ request }: { request: Local<RequestRow> }) {
  const { t } = useTranslation('requests');
  const actor = useActor();
  return (
    <>
      {can(actor, 'request.read', { request }) && request.id > 0 && (
        <Button size="sm" variant="outline" onClick={() => openChat({ kind: 'request', requestId: request.id })} data-testid="request-chat">
          <LuMessageCircle /> {t('page.chat')}
        </Button>
      )}
    </>
  );
}
