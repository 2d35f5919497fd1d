/** The Combined Group screen (spec section 2): group name, the members of the groups combined
 * (each can be left out), Create group. The new group shows on top of the list at once and
 * selection mode ends (spec section 4); a refusal is shown as 'Something went wrong!'. */
import { Box, Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createGroup, type ChannelGroupRow } from '../../../src-sync/index.js';
import { useChat } from './chat-context.js';
import { ViewHeader } from './view-header.js';

export function CombineView({ channelIds }: { channelIds: number[] }) {
  const { t } = useTranslation('chat');
  const { db, user, go } = useChat();
  const channels = useLiveQuery(async () => (await db.channels.bulkGet(channelIds)).filter((c) => c !== undefined), [db, channelIds]) ?? [];
  const members =
    useLiveQuery(async () => {
      const rows = await db.channel_groups.where('channel_id').anyOf(channelIds).toArray();
      const byUser = new Map<number, ChannelGroupRow>();
      for (const row of rows) if (row.user_id !== user.id) byUser.set(row.user_id, row);
      return [...byUser.values()];
    }, [db, channelIds, user.id]) ?? [];
  const [name, setName] = useState('');
  const [left, setLeft] = useState<number[]>([]);
  const [failed, setFailed] = useState(false);
  const chosen = members.map((m) => m.user_id).filter((id) => !left.includes(id));
  const create = async () => {
    try {
      const requestIds = [...new Set(channels.flatMap((c) => c.requests.map((r) => r.id)))];
      await createGroup(db, { name: name.trim() || channels.map((c) => c.name).join(' + ').slice(0, 100), members: chosen.length > 0 ? chosen : [user.id], requestIds, creator: { id: user.id, first_name: user.first_name, last_name: user.last_name, language: user.language } });
      go({ kind: 'list' });
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack gap="0" h="full" minH="0">
      <ViewHeader title={t('combine.screenTitle')} onBack={() => go({ kind: 'list' })} />
      <Stack flex="1" minH="0" overflowY="auto" px="3" py="2" gap="3">
        <Field.Root>
          <Field.Label>{t('combine.name')}</Field.Label>
          <Input size="sm" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} placeholder={channels.map((c) => c.name).join(' + ')} />
        </Field.Root>
        <Text fontSize="sm" fontWeight="medium">
          {t('combine.members')}
        </Text>
        <Box>
          <Stack gap="2">
            {members.map((m) => (
              <Checkbox.Root key={m.user_id} checked={!left.includes(m.user_id)} onCheckedChange={(e) => setLeft((list) => (e.checked === true ? list.filter((id) => id !== m.user_id) : [...list, m.user_id]))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {m.user.first_name} {m.user.last_name}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Box>
        {failed && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {t('combine.failed')}
          </Text>
        )}
      </Stack>
      <HStack justify="flex-end" p="2" borderTopWidth="1px">
        <Button size="sm" colorPalette="brand" onClick={() => void create()}>
          {t('combine.create')}
        </Button>
      </HStack>
    </Stack>
  );
}
