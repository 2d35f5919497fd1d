/**
 * /dashboard/requests/:requestId: one request, live from the local database: what was ordered,
 * its timeslots with their answers, the plannings they made, its images, and the actions the
 * permission table offers this user (edit and cancel while pending, the admin's review, the
 * request's chat group).
 */
import { Box, Button, EmptyState, Flex, Grid, Heading, HStack, Link, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuFileQuestion } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { can, parseCanonicalId } from '../../../src-sync/index.js';
import { PendingWriteState, useOpenWorkspace } from '../../shared/local-first/index.js';
import { useActor } from '../../shared/session/use-actor.js';
import { RequestActions } from './page/request-actions.js';
import { RequestImages } from './page/request-images.js';
import { RequestPlannings } from './page/request-plannings.js';
import { RequestSummary } from './page/request-summary.js';
import { TimeslotCard } from './page/timeslot-card.js';
import { useRequestDetails, type RequestDetails } from './page/use-request-details.js';
import { REQUESTS_PATH, requestPath } from './request-paths.js';
import { RequestStatusBadge } from './request-status-badge.js';
import { DirectionalIcon } from '../../shared/layout/directional-icon.js';

/** The admin's timeslot review (the confirm-planning step), composed in by the app: it belongs to
 * the planning feature. */
export type ReviewButton = ComponentType<{ requestId: number }>;

export function RequestPage({ Review }: { Review?: ReviewButton }) {
  const { t } = useTranslation('requests');
  const { requestId } = useParams();
  const id = parseCanonicalId(requestId ?? '') ?? (requestId !== undefined && /^-\d+$/.test(requestId) ? Number(requestId) : null);
  return (
    <Stack gap="4" maxW="6xl">
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
        <RouterLink to={REQUESTS_PATH}>
          <DirectionalIcon>
            <LuArrowLeft />
          </DirectionalIcon>{' '}
          {t('page.back')}
        </RouterLink>
      </Link>
      {id === null ? <NotOnDevice /> : <RequestView requestId={id} Review={Review} />}
    </Stack>
  );
}

function RequestView({ requestId, Review }: { requestId: number; Review: ReviewButton | undefined }) {
  const { db } = useOpenWorkspace();
  const details = useRequestDetails(db, requestId);
  const navigate = useNavigate();
  const serverId = details?.request.id;
  // A request created here is opened under its temp id; once the server has it, the address
  // names the server's id (a reload or a shared link then finds it).
  useEffect(() => {
    if (serverId !== undefined && serverId > 0 && serverId !== requestId) void navigate(requestPath(serverId), { replace: true });
  }, [serverId, requestId, navigate]);
  if (details === undefined) return <Spinner />;
  if (details === null) return <NotOnDevice />;
  return <RequestBody details={details} Review={Review} />;
}

function RequestBody({ details, Review }: { details: RequestDetails; Review: ReviewButton | undefined }) {
  const { t } = useTranslation('requests');
  const actor = useActor();
  const { request, timeslots, plannings, equipment } = details;
  const perSlot = new Map<number, number>();
  for (const planning of plannings) if (planning.timeslot_id !== null) perSlot.set(planning.timeslot_id, (perSlot.get(planning.timeslot_id) ?? 0) + 1);
  return (
    <Stack gap="4" data-testid="request-page" data-request-id={request.id} data-status={request.status}>
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="2xl" dir="auto">
          {request.identifier || t('form.newTitle')}
        </Heading>
        <RequestStatusBadge status={request.status} size="md" />
        <PendingWriteState table="requests" id={request.id} timeZone={request.location.timezone} />
        <Box flex="1" />
        <HStack gap="2" wrap="wrap">
          <RequestActions request={request} />
          {Review && can(actor, 'request.review', { request }) && <Review requestId={request.id} />}
        </HStack>
      </Flex>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 4fr)' }} gap="5" alignItems="start">
        <Stack gap="4">
          <RequestSummary request={request} equipment={equipment} />
          <Section title={t('page.timeslots', { count: timeslots.length })}>
            {timeslots.map((slot) => (
              <TimeslotCard key={slot.id} slot={slot} timeZone={request.location.timezone} plannings={perSlot.get(slot.id) ?? 0} awaitingReview={request.status === 'pending'} />
            ))}
          </Section>
          <RequestImages request={request} />
        </Stack>
        <Section title={t('page.planningsTitle', { count: plannings.length })}>
          <RequestPlannings plannings={plannings} pending={request.id < 0} />
        </Section>
      </Grid>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="2" as="section">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function NotOnDevice() {
  const { t } = useTranslation('requests');
  return (
    <EmptyState.Root size="md" data-testid="request-not-found">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuFileQuestion />
        </EmptyState.Indicator>
        <EmptyState.Title>{t('page.notFound')}</EmptyState.Title>
        <EmptyState.Description>{t('page.notFoundHint')}</EmptyState.Description>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={REQUESTS_PATH}>{t('page.back')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

