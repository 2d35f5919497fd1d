/** The History Details image picker (spec section 5: shown for status image; .jpeg, .jpg, .png). */
import { Button, Field, FileUpload } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asTranslate, translateFieldMessage } from '../../../i18n/index.js';
import { LuImagePlus } from 'react-icons/lu';
import { HISTORY_IMAGE_ACCEPT, MAX_HISTORY_IMAGE_BYTES } from '../../../../src-sync/index.js';

interface HistoryImagePickerProps {
  onChange: (file: File | null) => void;
  error?: string | undefined;
}

export const IMAGE_TYPE_MESSAGE = 'must be a JPEG or PNG image';
export const IMAGE_SIZE_MESSAGE = 'at most 5 MB';

export function HistoryImagePicker({ onChange, error }: HistoryImagePickerProps) {
  const { t } = useTranslation('planning-history');
  const [rejected, setRejected] = useState<string | null>(null);
  const shown = rejected ?? error;
  return (
    <Field.Root invalid={Boolean(shown)}>
      <FileUpload.Root
        accept={HISTORY_IMAGE_ACCEPT}
        maxFiles={1}
        maxFileSize={MAX_HISTORY_IMAGE_BYTES}
        onFileChange={(details) => {
          const errors = details.rejectedFiles[0]?.errors ?? [];
          setRejected(errors.length === 0 ? null : errors.includes('FILE_TOO_LARGE') ? IMAGE_SIZE_MESSAGE : IMAGE_TYPE_MESSAGE);
          onChange(details.acceptedFiles[0] ?? null);
        }}
      >
        <FileUpload.HiddenInput data-testid="history-image-input" />
        <FileUpload.Label>{t('form.image')}</FileUpload.Label>
        <FileUpload.Trigger asChild>
          <Button size="sm" variant="outline">
            <LuImagePlus /> {t('form.chooseImage')}
          </Button>
        </FileUpload.Trigger>
        <FileUpload.List showSize clearable />
      </FileUpload.Root>
      {shown && <Field.ErrorText>{translateFieldMessage(shown, asTranslate(t))}</Field.ErrorText>}
    </Field.Root>
  );
}
