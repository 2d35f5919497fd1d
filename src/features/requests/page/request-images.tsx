/**
 * The request's images (photos of the site): thumbnails from the local image cache, each opening
 * full size, and "Add image" for those the permission table lets (`request.add-image`). A picked
 * file is checked on the device as the server would check it (JPEG or PNG by its bytes, 5 MB, 50
 * megapixels): a bad one is refused here, naming why, and nothing is queued. A good one shows at
 * once with "Waiting to be sent" and goes through the outbox (offline too); its state and any
 * refusal by the server show with the request's other writes in the page header.
 */
import { Alert, Badge, Box, Button, chakra, CloseButton, Dialog, Grid, Heading, HStack, Image, Portal, Skeleton, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImageOff, LuImagePlus } from 'react-icons/lu';
import {
  can, HISTORY_IMAGE_ACCEPT, ImageRefusedError, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MutationInputError, uploadRequestImage,
  type Local, type RequestImage, type RequestRow,
} from '../../../../src-sync/index.js';
import { currentLanguage, isolate } from '../../../i18n/index.js';
import { describeError } from '../../../shared/feedback/notify.js';
import { useOpenWorkspace } from '../../../shared/local-first/index.js';
import { useActor } from '../../../shared/session/use-actor.js';
import { useRequestImage } from './use-request-image.js';

const REFUSAL_KEYS = { required: 'images.refused.required', 'not-an-image': 'images.refused.notAnImage', 'too-large': 'images.refused.tooLarge', 'too-many-pixels': 'images.refused.tooManyPixels' } as const;

export function RequestImages({ request }: { request: Local<RequestRow> }) {
  const { t } = useTranslation('requests');
  const actor = useActor();
  const { db } = useOpenWorkspace();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, setOpen] = useState<RequestImage | null>(null);
  const images = request.images;

  const add = async (file: File) => {
    setBusy(true);
    setRefusal(null);
    try {
      await uploadRequestImage(db, request.id, { blob: file, name: file.name });
    } catch (error) {
      // The picked file's name keeps its own direction inside an Arabic sentence.
      const values = { name: isolate(file.name, currentLanguage()), mb: MAX_IMAGE_BYTES / 1024 / 1024, megapixels: MAX_IMAGE_PIXELS / 1_000_000 };
      setRefusal(error instanceof ImageRefusedError ? t(REFUSAL_KEYS[error.refusal], values) : error instanceof MutationInputError ? error.message : describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" data-testid="request-images">
      <HStack justify="space-between" mb="2" gap="2" wrap="wrap">
        <Heading as="h2" size="md">
          {/* "0 images" above "No images yet." says it twice: the plain heading then. */}
          {images.length === 0 ? t('images.heading') : t('images.title', { count: images.length })}
        </Heading>
        {can(actor, 'request.add-image', { request }) && (
          <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()} data-testid="request-image-add">
            <LuImagePlus /> {t('images.add')}
          </Button>
        )}
      </HStack>
      <input
        ref={input}
        type="file"
        accept={HISTORY_IMAGE_ACCEPT}
        hidden
        aria-label={t('images.add')}
        data-testid="request-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void add(file);
        }}
      />
      {refusal !== null && (
        <Alert.Root status="error" size="sm" mb="2" data-testid="request-image-refused">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('images.notAdded')}</Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
          <CloseButton size="xs" onClick={() => setRefusal(null)} aria-label={t('images.dismiss')} />
        </Alert.Root>
      )}
      {images.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('images.none')}
        </Text>
      ) : (
        <Grid templateColumns="repeat(auto-fill, minmax(120px, 1fr))" gap="2">
          {images.map((image, index) => (
            <Thumbnail key={image.id} requestId={request.id} image={image} label={t('images.label', { index: index + 1, count: images.length })} onOpen={() => setOpen(image)} />
          ))}
        </Grid>
      )}
      {open && <FullImage requestId={request.id} image={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}

function Thumbnail({ requestId, image, label, onOpen }: { requestId: number; image: RequestImage; label: string; onOpen: () => void }) {
  const { t } = useTranslation('requests');
  const state = useRequestImage(requestId, image.file);
  const waiting = image.id < 0;
  return (
    <Box position="relative" aspectRatio={4 / 3} borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted" data-testid="request-image" data-waiting={waiting ? 'true' : undefined}>
      {state.status === 'loading' && <Skeleton position="absolute" inset="0" />}
      {state.status === 'ready' && (
        <chakra.button type="button" onClick={onOpen} aria-label={label} w="full" h="full" cursor="zoom-in" display="block">
          <Image src={state.url} alt={label} w="full" h="full" objectFit="cover" loading="lazy" />
        </chakra.button>
      )}
      {state.status === 'unavailable' && (
        <HStack position="absolute" inset="0" justify="center" p="2" color="fg.muted" fontSize="xs" textAlign="center" data-testid="request-image-unavailable">
          <LuImageOff aria-hidden />
          <Text>{state.offline ? t('images.offline') : t('images.failed')}</Text>
        </HStack>
      )}
      {waiting && (
        <Badge position="absolute" insetInlineStart="1" bottom="1" size="sm" colorPalette="orange" variant="solid">
          {t('images.waiting')}
        </Badge>
      )}
    </Box>
  );
}

function FullImage({ requestId, image, onClose }: { requestId: number; image: RequestImage; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const state = useRequestImage(requestId, image.file);
  return (
    <Dialog.Root open size="xl" placement="center" onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="request-image-full">
            <Dialog.Header>
              <Dialog.Title>{t('images.fullTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {state.status === 'ready' ? <Image src={state.url} alt={t('images.fullTitle')} maxH="70vh" mx="auto" objectFit="contain" /> : <Skeleton h="60" />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('images.dismiss')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
