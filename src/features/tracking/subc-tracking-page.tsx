/**
 * /subc/tracking, opened on a team SOS (spec section 2): the team's last known positions on the
 * map, live (team-location-updated and the SOS events write the local database, which the map
 * follows), and beside it the same team as a list with each fix's age, the open SOS first with
 * "Team safe". Staff see everyone, a subcontractor its own agents (the permission table's
 * `tracking.read`; the server sends nobody else's positions).
 */
import { Badge, Box, Button, Grid, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { acknowledgeSos, can, type LocalDb } from '../../../src-sync/index.js';
import { toaster } from '../../shared/feedback/toaster.js';
import { describeError } from '../../shared/feedback/notify.js';
import { useWorkspace } from '../../shared/local-first/workspace-context.js';
import { useAppServices } from '../../shared/session/app-services.js';
import { useActor } from '../../shared/session/use-actor.js';
import { useSessionState } from '../../shared/session/use-session-state.js';
import { fixAge } from './fix-age.js';
import { TeamMap } from './team-map.js';
import { useTeam, type TeamMember } from './use-team.js';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function SubcTrackingPage() {
  const { t, i18n } = useTranslation('tracking');
  const actor = useActor();
  const workspace = useWorkspace();
  if (!workspace) return null;
  if (!can(actor, 'tracking.read', {})) {
    return <Text>{t('notAllowed')}</Text>;
  }
  return <TrackingView db={workspace.db} language={i18n.language} />;
}

function TrackingView({ db, language }: { db: LocalDb; language: string }) {
  const { t } = useTranslation('tracking');
  const { user } = useSessionState();
  const services = useAppServices();
  const [params] = useSearchParams();
  const focus = Number(params.get('sos')) || null;
  const now = useNow(15_000);
  const [styleUrl, setStyleUrl] = useState<string | null | undefined>(services.mapStyle ? undefined : null);
  useEffect(() => {
    let live = true;
    services.mapStyle?.().then((url) => live && setStyleUrl(url), () => live && setStyleUrl(null));
    return () => {
      live = false;
    };
  }, [services]);
  const team = useTeam(db);
  const alertCount = useLiveQuery(async () => (await db.sos_alerts.toArray()).filter((a) => a.acknowledged_at === null).length, [db]) ?? 0;
  const labelOf = useCallback((m: TeamMember) => (m.sos ? t('markerSos', { name: m.name }) : m.name), [t]);
  if (!user) return null;
  const acknowledge = (sosId: number) =>
    acknowledgeSos(db, sosId, { first_name: user.first_name, last_name: user.last_name }).catch((error: unknown) =>
      toaster.create({ type: 'error', title: t('acknowledgeFailed'), description: describeError(error) }),
    );

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">{t('title')}</Heading>
        {alertCount > 0 && <Badge colorPalette="red" size="lg">{t('openSos', { count: alertCount })}</Badge>}
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap="4">
        {styleUrl === undefined ? <Box h="60vh" /> : (
          // A new map per language: MapLibre names its own controls once, when the map is made.
          <TeamMap key={language} members={team ?? []} focus={focus} styleUrl={styleUrl} labelOf={labelOf} />
        )}
        <Box bg="bg" borderWidth="1px" borderRadius="lg" p="3">
          {team && team.length === 0 && <Text color="fg.muted">{t('empty')}</Text>}
          <List.Root variant="plain" gap="2" data-testid="team-list">
            {(team ?? []).map((m) => (
              <List.Item key={m.agentId} data-testid="team-member" data-sos={m.sos ? 'open' : 'none'}>
                <Stack gap="1" w="full" borderBottomWidth="1px" pb="2">
                  <HStack justify="space-between">
                    <Text fontWeight="semibold">{m.name}</Text>
                    {m.sos && <Badge colorPalette="red">{m.escalated ? t('escalated') : t('sos')}</Badge>}
                  </HStack>
                  <Text textStyle="xs" color="fg.muted">
                    {t('fix', { age: fixAge(m.recordedAt, language, now), metres: Math.round(m.accuracy) })}
                  </Text>
                  {m.sosId !== null && (
                    <Button size="sm" colorPalette="green" onClick={() => void acknowledge(m.sosId ?? 0)} data-testid="team-safe">
                      {t('teamSafe')}
                    </Button>
                  )}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Grid>
    </Stack>
  );
}
