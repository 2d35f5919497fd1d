/** Members of a group (spec section 2), with 'manage members' for those the permission table
 * lets add agents. Roles as spec section 6 labels them in chat: the company, Sub C, You. */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { can } from '../../../src-sync/index.js';
import { useActor } from '../../shared/session/use-actor.js';
import { useChat } from './chat-context.js';
import { ChatRoleLabel } from './chat-role-label.js';
import { ViewHeader } from './view-header.js';

export function MembersView({ channelId }: { channelId: number }) {
  const { t } = useTranslation('chat');
  const { db, user, go } = useChat();
  const actor = useActor();
  const members = useLiveQuery(() => db.channel_groups.where('channel_id').equals(channelId).toArray(), [db, channelId]) ?? [];
  const mayManage = can(actor, 'chat.add-members', { member: members.some((m) => m.user_id === user.id) });
  return (
    <Stack gap="0" h="full" minH="0">
      <ViewHeader
        title={t('members.title')}
        onBack={() => go({ kind: 'conversation', channelId })}
        action={
          mayManage && (
            <Button size="xs" colorPalette="brand" onClick={() => go({ kind: 'new-members', channelId })}>
              {t('members.manage')}
            </Button>
          )
        }
      />
      <Box as="ul" flex="1" minH="0" overflowY="auto" m="0" p="0">
        {members.map((member) => (
          <HStack as="li" key={member.id} listStyleType="none" px="3" py="2" justify="space-between" data-testid="chat-member">
            <Text>
              {member.user.first_name} {member.user.last_name}
            </Text>
            {member.user_id === user.id ? (
              <Text fontSize="xs" color="fg.muted">
                {t('members.you')}
              </Text>
            ) : (
              <ChatRoleLabel role={member.user.chat_role} />
            )}
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}
