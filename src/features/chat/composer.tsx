/**
 * The message input (spec section 2): text, image attach (jpeg, png, jpg only), Send; Enter sends
 * and Shift+Enter starts a new line. The message is shown at once (the outbox sends it); a text
 * or image the rules refuse is named here and nothing is queued. Sending is synchronous up to the
 * message's in-memory echo, so it shows (and the box clears) in the keystroke's own frame; the
 * durable write starts once that frame is drawn.
 */
import { Box, Button, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImagePlus, LuX } from 'react-icons/lu';
import { CHAT_IMAGE_ACCEPT, checkMessage, MAX_MESSAGE_TEXT, MutationInputError, sendMessage } from '../../../src-sync/index.js';
import { asTranslate, translateFieldMessage } from '../../i18n/index.js';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { growsWithText } from '../../shared/forms/grows-with-text.js';
import { afterNextPaint } from '../../shared/rendering/after-next-paint.js';
import { useChat } from './chat-context.js';
import { keepDraft, readDraft } from './drafts.js';

/** The echo's frame is drawn before the write starts; a hidden page draws none, hence the bound. */
const paintFirst = () => afterNextPaint(50);

/** Sends `text` (with the chosen photo); true when it went. `restore` puts the text back if its
 * write fails after all. */
type SendText = (text: string, restore: () => void) => boolean;

/**
 * The text box and Send: the one part of the composer a keystroke changes. Its own component so
 * that Enter re-renders these two elements only, not the composer's frame around them (every
 * Chakra element re-resolves its styles when rendered: part of the keystroke's frame budget).
 */
function MessageInput({ hasImage, onSend, userId, channelId }: { hasImage: boolean; onSend: SendText; userId: number; channelId: number }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(() => readDraft(userId, channelId));
  // Every change is the group's draft (drafts.ts): it outlives the panel and a reload.
  const change = (next: string) => {
    setText(next);
    keepDraft(userId, channelId, next);
  };
  const send = () => {
    const written = text;
    const restore = () => {
      // Not stored after all: the text comes back, also when the panel closed meanwhile.
      if (readDraft(userId, channelId) === '') keepDraft(userId, channelId, written);
      setText((now) => (now === '' ? written : now));
    };
    if (onSend(text, restore)) change('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <>
      <Textarea
        size="sm"
        rows={1}
        {...growsWithText}
        maxH="32"
        value={text}
        maxLength={MAX_MESSAGE_TEXT}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('conversation.placeholder')}
        aria-label={t('conversation.placeholder')}
        title={t('conversation.newLineHint')}
      />
      <Button size="sm" colorPalette="brand" onClick={send} disabled={text.trim() === '' && !hasImage}>
        {t('conversation.send')}
      </Button>
    </>
  );
}

/** Memoized: the conversation re-renders for every message shown, the composer need not. */
export const Composer = memo(function Composer({ channelId }: { channelId: number }) {
  // 'validation' too: a refused text names the rule in the user's language.
  const { t } = useTranslation(['chat', 'validation']);
  const { db, user } = useChat();
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const refuse = (error: MutationInputError) => {
    const issue = error.issues[0];
    if (issue?.path === 'image') setProblem(issue.message === 'at most 5 MB' ? t('conversation.imageTooLarge') : t('conversation.imageTypes'));
    else setProblem(translateFieldMessage(issue?.message ?? error.message, asTranslate(t)));
  };

  // Synchronous up to the echo: the message shows, and the box clears, in the keystroke's frame.
  const send: SendText = (text, restore) => {
    if (text.trim() === '' && image === null) return false;
    const file = image ? { blob: image, name: image.name } : null;
    try {
      checkMessage({ text, image: file });
    } catch (error) {
      if (error instanceof MutationInputError) refuse(error);
      else notifyFailure(t('conversation.send'), error);
      return false;
    }
    const sender = { id: user.id, first_name: user.first_name, last_name: user.last_name };
    sendMessage(db, { channelId, text, image: file, sender }, { beforeWrite: paintFirst }).catch((error: unknown) => {
      // Not stored: the message is gone from the conversation again, its text (and photo) back.
      restore();
      setImage((now) => now ?? image);
      if (error instanceof MutationInputError) refuse(error);
      else notifyFailure(t('conversation.send'), error);
    });
    // Only what changes: a text without photo or problem re-renders nothing here.
    if (image !== null) setImage(null);
    if (problem !== null) setProblem(null);
    return true;
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
        <MessageInput key={`${user.id}:${channelId}`} hasImage={image !== null} onSend={send} userId={user.id} channelId={channelId} />
      </HStack>
    </Stack>
  );
});
