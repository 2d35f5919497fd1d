/** New Members (spec sections 2 and 5): agents with a sign-in not yet in the group, each with a
 * checkbox; saving is disabled while none is chosen. Staff see every such agent, a subcontractor
 * its own (the permission table's `chat.add-agent`, as the server checks). */
import { Box, Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addGroupMembers, can } from '../../../src-sync/index.js';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { useActor } from '../../shared/session/use-actor.js';
import { useChat } from './chat-context.js';
import { ViewHeader } from './view-header.js';

export function NewMembersView({ channelId }: { channelId: number }) {
  const { t } = useTranslation('chat');
  const { db, go } = useChat();
  const actor = useActor();
  const [chosen, setChosen] = useState<number[]>([]);
  const candidates =
    useLiveQuery(async () => {
      const inGroup = new Set((await db.channel_groups.where('channel_id').equals(channelId).toArray()).map((m) => m.user_id));
      const agents = await db.agents.toArray();
      return agents
        .filter((a) => a.user_id !== null && !inGroup.has(a.user_id) && can(actor, 'chat.add-agent', { agent: { subcontractor_id: a.subcontractor_id } }))
        .sort((a, b) => a.last_name.localeCompare(b.last_name));
    }, [db, channelId, actor]) ?? [];
  const save = async () => {
    try {
      await addGroupMembers(db, channelId, chosen);
      go({ kind: 'members', channelId });
    } catch (error) {
      notifyFailure(t('newMembers.save'), error);
    }
  };
  return (
    <Stack gap="0" h="full" minH="0">
      <ViewHeader title={t('newMembers.title')} onBack={() => go({ kind: 'members', channelId })} />
      <Box flex="1" minH="0" overflowY="auto" px="3" py="2">
        {candidates.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('newMembers.none')}
          </Text>
        )}
        <Stack gap="2">
          {candidates.map((agent) => (
            <Checkbox.Root key={agent.id} checked={chosen.includes(agent.user_id ?? 0)} onCheckedChange={(e) => setChosen((list) => (e.checked === true ? [...list, agent.user_id ?? 0] : list.filter((id) => id !== agent.user_id)))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {agent.first_name} {agent.last_name}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Box>
      <HStack justify="flex-end" gap="2" p="2" borderTopWidth="1px">
        <Button size="sm" variant="ghost" onClick={() => go({ kind: 'members', channelId })}>
          {t('newMembers.cancel')}
        </Button>
        <Button size="sm" colorPalette="brand" disabled={chosen.length === 0} onClick={() => void save()}>
          {t('newMembers.save')}
        </Button>
      </HStack>
    </Stack>
  );
}
