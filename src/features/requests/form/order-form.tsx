/**
 * The order form (spec section 7 "Create request"), for a new order and for changing a pending
 * one: client -> branch -> location (a client user only its own organisation's; staff any), PO
 * number, note, equipment, and one or more timeslots. Every rule runs on each change once a field
 * was left, and all of them on submit; a broken order names each field and sends nothing. The
 * engine checks the same rules again and queues the order (offline too).
 */
import { Button, Grid, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { toNestErrors } from '@hookform/resolvers';
import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { MutationInputError } from '../../../../src-sync/index.js';
import { describeError } from '../../../shared/feedback/notify.js';
import { FormAlert } from '../../../shared/forms/form-alert.js';
import { FormField } from '../../../shared/forms/form-field.js';
import { messageAt } from './form-errors.js';
import { EquipmentFields } from './equipment-fields.js';
import { emptyTimeslot, formPath, orderIssues, type OrderContext, type OrderValues } from './order-values.js';
import { RuleMessage } from './rule-message.js';
import { SelectField } from './select-field.js';
import { TimeslotFields } from './timeslot-fields.js';
import type { PlaceOptions as OrderOptions } from '../list/use-place-options.js';
import { useLeaveGuard } from '../../../shared/forms/leave-guard.js';

interface OrderFormProps {
  initial: OrderValues;
  options: OrderOptions;
  /** A client user orders for its own organisation only: the client is fixed. */
  fixedClient: boolean;
  /** The stored timeslots of the request being changed. */
  stored?: OrderContext['stored'];
  submitLabel: string;
  onSubmit: (values: OrderValues) => Promise<void>;
  onCancel: () => void;
  /** The request can no longer be changed (staff acted on it meanwhile): what was typed stays in
   * sight and can be copied (disabled fields could not be selected), but nothing can be sent. */
  locked?: boolean;
}

export function OrderForm({ initial, options, fixedClient, stored, submitLabel, onSubmit, onCancel, locked = false }: OrderFormProps) {
  const { t } = useTranslation('requests');
  const context = useMemo<OrderContext>(
    () => ({ clients: options.clients, branches: options.branches, locations: options.locations, equipmentIds: new Set(options.equipment.map((row) => row.id)), ...(stored ? { stored } : {}) }),
    [options, stored],
  );
  const contextRef = useRef(context);
  contextRef.current = context;
  const resolver = useMemo<Resolver<OrderValues>>(
    () => (values, _context, resolverOptions) => {
      const issues = orderIssues(values, contextRef.current);
      if (issues.length === 0) return { values, errors: {} };
      const flat: Record<string, FieldError> = {};
      for (const issue of issues) flat[issue.path] ??= { type: 'rule', message: issue.message };
      return { values: {}, errors: toNestErrors(flat, resolverOptions) };
    },
    [],
  );
  const { register, control, handleSubmit, setValue, setError, watch, formState } = useForm<OrderValues>({ defaultValues: initial, resolver, mode: 'onSubmit' });
  const { errors, isSubmitting } = formState;
  const slots = useFieldArray({ control, name: 'timeslots' });
  const [failure, setFailure] = useState<string | null>(null);

  const clientId = Number(watch('client_id'));
  const branchId = watch('branch_id');
  const branches = options.branches.filter((row) => row.client_id === clientId);
  const clientLocations = options.locations.filter((row) => row.client_id === clientId);
  const locations = clientLocations.filter((row) => (branchId === '' ? row.branch_id === null : row.branch_id === Number(branchId)));
  const unbranched = clientLocations.some((row) => row.branch_id === null);
  // The client's locations all belong to branches and none is chosen: the location list stays
  // empty until one is, so the branch is what is missing (a "required" under the empty location
  // list alone did not say so).
  const branchFirst = branchId === '' && !unbranched && branches.length > 0;
  const locationError = messageAt(errors, 'location_id');

  // Leaving the page with typed input asks first (Back included); sending it leaves at once.
  const leave = useLeaveGuard(formState.isDirty);
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    leave.allowLeave(true);
    try {
      await onSubmit(values);
    } catch (error) {
      leave.allowLeave(false);
      // The engine's own check (the same rules, on this device's latest copies) or the server's.
      const issues = error instanceof MutationInputError ? error.issues : [];
      for (const issue of issues) setError(formPath(issue.path, values) as 'client_id', { type: 'rule', message: issue.message });
      if (issues.length === 0) setFailure(error instanceof MutationInputError ? error.message : describeError(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')} data-testid="order-form">
      <Stack gap="4">
        {failure && <FormAlert status="error" title={t('form.notSent')} description={failure} />}
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
          {fixedClient ? (
            // A client user orders for its own organisation: shown, not chosen.
            <FormField label={t('form.client')}>
              <Input size="sm" readOnly value={options.clients.find((row) => row.id === clientId)?.name ?? ''} data-testid="order-client" />
            </FormField>
          ) : (
            <SelectField
              label={t('form.client')}
              error={messageAt(errors, 'client_id')}
              options={options.clients.map((row) => ({ value: String(row.id), label: row.name }))}
              placeholder={t('form.choose')}
              registration={register('client_id', {
                onChange: () => {
                  setValue('branch_id', '');
                  setValue('location_id', '');
                },
              })}
              testId="order-client"
            />
          )}
          <SelectField
            label={t('form.branch')}
            error={messageAt(errors, 'branch_id') ?? (branchFirst ? locationError : undefined)}
            options={[...(unbranched || branches.length === 0 ? [{ value: '', label: t('form.noBranch') }] : []), ...branches.map((row) => ({ value: String(row.id), label: row.name }))]}
            {...(unbranched || branches.length === 0 ? {} : { placeholder: t('form.choose') })}
            registration={register('branch_id', { onChange: () => setValue('location_id', '') })}
            testId="order-branch"
          />
          <SelectField
            label={t('form.location')}
            error={branchFirst ? undefined : locationError}
            options={locations.map((row) => ({ value: String(row.id), label: row.address ? `${row.name} · ${row.address}` : row.name }))}
            placeholder={branchFirst ? t('form.branchFirst') : t('form.choose')}
            registration={register('location_id')}
            testId="order-location"
          />
        </Grid>
        <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="3">
          <FormField label={t('form.poNumber')} error={messageAt(errors, 'po_number')}>
            <Input size="sm" autoComplete="off" {...register('po_number')} data-testid="order-po" />
          </FormField>
          <FormField label={t('form.note')} error={messageAt(errors, 'note')}>
            <Textarea size="sm" rows={2} autoresize {...register('note')} data-testid="order-note" />
          </FormField>
        </Grid>
        <EquipmentFields control={control} register={register} errors={errors} catalogue={options.equipment} />
        <Stack gap="3">
          {slots.fields.map((field, index) => (
            <TimeslotFields
              key={field.id}
              index={index}
              control={control}
              register={register}
              setValue={setValue}
              errors={errors}
              onRemove={() => slots.remove(index)}
            />
          ))}
          <RuleMessage message={messageAt(errors, 'timeslots')} testId="order-timeslots-error" />
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => slots.append(emptyTimeslot())} data-testid="order-add-timeslot">
            <LuPlus /> {t('form.addTimeslot')}
          </Button>
        </Stack>
        <HStack justify="end" gap="2" wrap="wrap">
          {/* "Back" is a way out like any other: with typed input it asks too. */}
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('form.back')}
          </Button>
          {!locked && (
            <Button type="submit" size="sm" colorPalette="brand" loading={isSubmitting} data-testid="order-submit">
              {submitLabel}
            </Button>
          )}
        </HStack>
      </Stack>
      {leave.dialog}
    </form>
  );
}
