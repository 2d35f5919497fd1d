/**
 * One message (spec sections 2 and 4): own messages on the right, others on the left, system
 * messages centred; text, photo (200 px) or file; an own message shows sent or waiting, and who
 * has read it (read receipts). A message translated for this user shows the translation with
 * "Show original". Addresses in a text are links (message-text.tsx).
 */
import { Box, Button, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelGroupRow, MessageRow } from '../../../src-sync/index.js';
import { intlLocale, type Language } from '../../i18n/index.js';
import { chatTimeLabel } from './chat-time.js';
import { messageKind, ownMessageState } from './message-kind.js';
import { useChat } from './chat-context.js';
import { useChatImage } from './use-chat-image.js';
import { systemMessageText } from './system-message-text.js';
import { ChatRoleLabel } from './chat-role-label.js';
import { sameMessage } from './same-message.js';
import { MessageText } from './message-text.js';

export const IMAGE_SIZE = 200;

function Photo({ message }: { message: MessageRow }) {
  const { t } = useTranslation('chat');
  const url = useChatImage(message.channel_id, message.image);
  const name = message.user ? `${message.user.first_name} ${message.user.last_name}` : '';
  return url ? (
    <Image src={url} alt={t('conversation.imageAlt', { name })} maxW={`${IMAGE_SIZE}px`} maxH={`${IMAGE_SIZE}px`} borderRadius="md" objectFit="cover" />
  ) : (
    <Box w={`${IMAGE_SIZE}px`} h={`${IMAGE_SIZE / 2}px`} bg="bg.muted" borderRadius="md" />
  );
}

interface BubbleProps {
  message: MessageRow;
  members: readonly ChannelGroupRow[];
}

function Bubble({ message, members }: BubbleProps) {
  const { t, i18n } = useTranslation('chat');
  const { user } = useChat();
  const [original, setOriginal] = useState(false);
  const kind = messageKind(message);
  const time = chatTimeLabel(message.created_at, intlLocale(i18n.language as Language));
  const timeText = time.kind === 'yesterday' ? t('list.yesterday') : time.text;
  if (kind === 'system') {
    return (
      <Text alignSelf="center" fontSize="xs" color="fg.muted" bg="bg.muted" px="3" py="1" borderRadius="full" data-testid="chat-message" data-kind="system">
        {/* Two isolated parts: in Arabic the sentence reads first and its time last. */}
        <bdi>{systemMessageText(message.system, message.text, t, i18n.language as Language)}</bdi> · <bdi>{timeText}</bdi>
      </Text>
    );
  }
  const own = message.user?.id === user.id;
  const mine = message.message_status.find((s) => s.user_id === user.id);
  const translated = !own && mine?.tr_text ? mine.tr_text : null;
  const text = translated !== null && !original ? translated : message.text;
  const readers = message.message_status
    .filter((s) => s.status !== 0)
    .map((s) => members.find((m) => m.user_id === s.user_id))
    .filter((m) => m !== undefined)
    .map((m) => m.user.first_name);
  return (
    <Stack gap="1" alignSelf={own ? 'flex-end' : 'flex-start'} maxW="80%" data-testid="chat-message" data-own={own ? 'true' : 'false'} data-kind={kind}>
      {!own && message.user && (
        <HStack gap="1.5" fontSize="xs" color="fg.muted">
          <Text>
            {message.user.first_name} {message.user.last_name}
          </Text>
          <ChatRoleLabel role={message.user.chat_role} />
        </HStack>
      )}
      <Box bg={own ? 'brand.solid' : 'bg.muted'} color={own ? 'brand.contrast' : 'fg'} px="3" py="2" borderRadius="lg">
        {kind === 'photo' && <Photo message={message} />}
        {kind === 'file' && (
          <Link href={`/api/messages/image/${message.channel_id}/${message.image ?? ''}`} target="_blank" rel="noopener">
            {t('conversation.openFile')}
          </Link>
        )}
        {text && <MessageText text={text} />}
      </Box>
      <HStack gap="2" fontSize="xs" color="fg.muted" justify={own ? 'flex-end' : 'flex-start'} wrap="wrap">
        <Text>{timeText}</Text>
        {own && <Text data-testid="chat-message-state">{ownMessageState(message) === 'sent' ? t('message.sent') : t('message.waiting')}</Text>}
        {own && ownMessageState(message) === 'sent' && (
          <Text data-testid="chat-read-by">{readers.length > 0 ? t('message.readBy', { names: readers.join(', ') }) : t('message.readByNobody')}</Text>
        )}
        {translated !== null && (
          <Button size="2xs" variant="plain" px="0" h="auto" onClick={() => setOriginal((o) => !o)}>
            {original ? t('message.showTranslation') : t('message.showOriginal')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** A conversation re-reads its page on every change; only the bubbles whose message changed render. */
export const MessageBubble = memo(Bubble, (before, after) => before.members === after.members && sameMessage(before.message, after.message));
