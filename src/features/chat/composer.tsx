/**
 * The message input (spec section 2): text, image attach (jpeg, png, jpg only), Send; Enter sends
 * and Shift+Enter starts a new line. The message is shown at once (the outbox sends it); a text
 * or image the rules refuse is named here and nothing is queued. Sending is synchronous up to the
 * message's in-memory echo, so it shows (and the box clears) in the keystroke's own frame; the
 * durable write starts once that frame is drawn.
 */
import { Box, Button, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImagePlus, LuX } from 'react-icons/lu';
import { CHAT_IMAGE_ACCEPT, checkMessage, MAX_MESSAGE_TEXT, MutationInputError, sendMessage } from '../../../src-sync/index.js';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { afterNextPaint } from '../../shared/rendering/after-next-paint.js';
import { useChat } from './chat-context.js';

/** The echo's frame is drawn before the write starts; a hidden page draws none, hence the bound. */
const paintFirst = () => afterNextPaint(50);

export function Composer({ channelId }: { channelId: number }) {
  const { t } = useTranslation('chat');
  const { db, user } = useChat();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const refuse = (error: MutationInputError) => {
    const issue = error.issues[0];
    setProblem(issue?.path === 'image' ? (issue.message === 'at most 5 MB' ? t('conversation.imageTooLarge') : t('conversation.imageTypes')) : (issue?.message ?? error.message));
  };

  // Synchronous up to the echo: the message shows, and the box clears, in the keystroke's frame.
  const send = () => {
    if (text.trim() === '' && image === null) return;
    const file = image ? { blob: image, name: image.name } : null;
    try {
      checkMessage({ text, image: file });
    } catch (error) {
      if (error instanceof MutationInputError) refuse(error);
      else notifyFailure(t('conversation.send'), error);
      return;
    }
    const written = text;
    const sender = { id: user.id, first_name: user.first_name, last_name: user.last_name };
    sendMessage(db, { channelId, text, image: file, sender }, { beforeWrite: paintFirst }).catch((error: unknown) => {
      // Not stored: the message is gone from the conversation again, its text (and photo) back.
      setText((now) => (now === '' ? written : now));
      setImage((now) => now ?? image);
      if (error instanceof MutationInputError) refuse(error);
      else notifyFailure(t('conversation.send'), error);
    });
    setText('');
    setImage(null);
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!/\.(jpe?g|png)$/i.test(file.name)) {
      setProblem(t('conversation.imageTypes'));
      return;
    }
    setProblem(null);
    setImage(file);
  };

  return (
    <Stack gap="1" borderTopWidth="1px" p="2">
      {image && (
        <HStack gap="2" fontSize="xs">
          <Text truncate flex="1">
            {image.name}
          </Text>
          <IconButton size="2xs" variant="ghost" aria-label={t('conversation.removeImage')} onClick={() => setImage(null)}>
            <LuX />
          </IconButton>
        </HStack>
      )}
      {problem && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      <HStack gap="2" align="flex-end">
        <Box>
          <input ref={picker} type="file" accept={CHAT_IMAGE_ACCEPT} hidden data-testid="chat-image-input" onChange={(e) => pick(e.target.files?.[0])} />
          <IconButton size="sm" variant="ghost" aria-label={t('conversation.attach')} title={t('conversation.attach')} onClick={() => picker.current?.click()}>
            <LuImagePlus />
          </IconButton>
        </Box>
        <Textarea
          size="sm"
          rows={1}
          autoresize
          maxH="32"
          value={text}
          maxLength={MAX_MESSAGE_TEXT}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('conversation.placeholder')}
          aria-label={t('conversation.placeholder')}
          title={t('conversation.newLineHint')}
        />
        <Button size="sm" colorPalette="brand" onClick={send} disabled={text.trim() === '' && image === null}>
          {t('conversation.send')}
        </Button>
      </HStack>
    </Stack>
  );
}
