/** The header of every screen inside the widget but the list: back, the title, an action. */
import { HStack, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { DirectionalIcon } from '../../shared/layout/directional-icon.js';
import { PAGE_START_ALIGN } from '../../shared/layout/page-start-align.js';

export function ViewHeader({ title, onBack, action, testId }: { title: ReactNode; onBack: () => void; action?: ReactNode; testId?: string }) {
  const { t } = useTranslation('chat');
  return (
    <HStack px="2" py="2" borderBottomWidth="1px" gap="2">
      <IconButton size="sm" variant="ghost" aria-label={t('conversation.back')} onClick={onBack}>
        <DirectionalIcon>
          <LuArrowLeft />
        </DirectionalIcon>
      </IconButton>
      <Text fontWeight="semibold" flex="1" truncate dir="auto" css={PAGE_START_ALIGN} data-testid={testId}>
        {title}
      </Text>
      {action}
    </HStack>
  );
}
