/**
 * /dashboard/requests/new and /dashboard/requests/{id}/edit: ordering guarding, and changing a
 * pending order. The order is queued through the engine (offline too) and shows at once under
 * Pending; the page then opens the request. Only who may order (or change this order) sees the
 * form; the server checks the same permission table.
 */
import { Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { allows, can, createRequest, updateRequest } from '../../../src-sync/index.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { useOpenWorkspace } from '../../shared/local-first/index.js';
import { useActor } from '../../shared/session/use-actor.js';
import { OrderForm } from './form/order-form.js';
import { emptyOrder, orderInput, orderValuesOf } from './form/order-values.js';
import { usePlaceOptions } from './list/use-place-options.js';
import { useRequestDetails } from './page/use-request-details.js';
import { REQUESTS_PATH, requestPath } from './request-paths.js';
import { DirectionalIcon } from '../../shared/layout/directional-icon.js';

export function NewRequestPage() {
  const { t } = useTranslation('requests');
  const { db } = useOpenWorkspace();
  const actor = useActor();
  const options = usePlaceOptions(db);
  const navigate = useNavigate();
  const clientId = actor?.clientId ?? null;
  const mayOrder = actor !== null && allows(actor, 'request.create', { client_id: clientId ?? 0 });
  return (
    <Stack gap="4" maxW="5xl" data-testid="new-request-page">
      <BackLink to={REQUESTS_PATH} label={t('page.back')} />
      <Heading as="h1" size="2xl">
        {t('form.newTitle')}
      </Heading>
      {!mayOrder ? (
        <Text color="fg.muted">{t('form.notAllowed')}</Text>
      ) : options === undefined ? (
        <Spinner />
      ) : (
        <OrderForm
          initial={emptyOrder(clientId)}
          options={options}
          fixedClient={clientId !== null}
          submitLabel={t('form.send')}
          onCancel={() => void navigate(REQUESTS_PATH)}
          onSubmit={async (values) => {
            const result = await createRequest(db, orderInput(values), { userId: actor.userId });
            void navigate(requestPath(result.id), { replace: true });
          }}
        />
      )}
    </Stack>
  );
}

export function EditRequestPage() {
  const { t } = useTranslation('requests');
  const { db } = useOpenWorkspace();
  const actor = useActor();
  const options = usePlaceOptions(db);
  const navigate = useNavigate();
  const params = useParams();
  const id = /^-?\d+$/.test(params.requestId ?? '') ? Number(params.requestId) : 0;
  const details = useRequestDetails(db, id);
  const request = details?.request;
  const mayChange = request !== undefined && can(actor, 'request.update', { request });
  // Once the form was offered for this request, it stays (locked) if the request stops being
  // changeable; another request's address starts afresh.
  const [editedId, setEditedId] = useState<number | null>(null);
  useEffect(() => {
    if (mayChange) setEditedId(id);
  }, [mayChange, id]);
  const editing = editedId === id;
  if (details === undefined || options === undefined) return <Spinner />;
  return (
    <Stack gap="4" maxW="5xl" data-testid="edit-request-page">
      <BackLink to={request ? requestPath(request.id) : REQUESTS_PATH} label={request?.identifier || t('page.back')} />
      <Heading as="h1" size="2xl">
        {t('form.editTitle', { identifier: request?.identifier ?? '' })}
      </Heading>
      {!details || (!mayChange && !editing) ? (
        <Text color="fg.muted">{t('form.cannotChange')}</Text>
      ) : (
        <>
          {/* Staff acted on the request while its change was being typed: the form stays with
              what was typed, to copy, but cannot be sent (it vanished with the typing before). */}
          {!mayChange && <FormAlert status="info" title={t('form.cannotChange')} />}
          <OrderForm
            key={details.request.id}
            locked={!mayChange}
            initial={orderValuesOf(details.request, details.timeslots, details.equipment.map((entry) => entry.line))}
            options={options}
            fixedClient
            stored={details.timeslots}
            submitLabel={t('form.save')}
            onCancel={() => void navigate(requestPath(details.request.id))}
            onSubmit={async (values) => {
              await updateRequest(db, details.request.id, orderInput(values));
              void navigate(requestPath(details.request.id), { replace: true });
            }}
          />
        </>
      )}
    </Stack>
  );
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
      <RouterLink to={to}>
        <DirectionalIcon>
          <LuArrowLeft />
        </DirectionalIcon>{' '}
        {label}
      </RouterLink>
    </Link>
  );
}
