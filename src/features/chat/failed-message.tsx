/** A send the server refused (too long, not an image, too large): its local copy was rolled
 * back, so it is shown from the queued write with the reason and Retry and Discard. */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '../../../src-sync/index.js';
import { WriteActionButtons } from '../../shared/local-first/index.js';

function textOf(row: OutboxRow): string {
  const effect = row.effects[0];
  const text = effect && effect.kind === 'put' ? effect.row.text : null;
  return typeof text === 'string' ? text : '';
}

export function FailedMessage({ row }: { row: OutboxRow }) {
  const { t } = useTranslation('chat');
  return (
    <Stack gap="1" alignSelf="flex-end" maxW="80%" data-testid="chat-message-failed">
      <Box borderWidth="1px" borderColor="border.error" px="3" py="2" borderRadius="lg">
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {textOf(row)}
        </Text>
      </Box>
      <Text fontSize="xs" color="fg.error">
        {t('message.failed')}
        {row.last_error ? `: ${row.last_error}` : ''}
      </Text>
      <WriteActionButtons row={row} />
    </Stack>
  );
}
