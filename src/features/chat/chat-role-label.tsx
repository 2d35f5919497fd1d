/** Spec section 6's labels in chat: an admin speaks for the company ("the company"), a
 * subcontractor is "Sub C"; anyone else is known by name alone. */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChatRole } from '../../../src-sync/index.js';

export function ChatRoleLabel({ role }: { role: ChatRole | null | undefined }) {
  const { t } = useTranslation('chat');
  if (!role) return null;
  return (
    <Text as="span" fontSize="xs" color="fg.muted" data-testid="chat-role">
      {role === 'company' ? t('members.roleCompany') : t('members.roleSub')}
    </Text>
  );
}
