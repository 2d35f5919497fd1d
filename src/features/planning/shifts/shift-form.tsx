/**
 * The Shift Details form (spec section 3 fields, section 5 rules). Times are typed in the
 * location's zone and sent as UTC. Submitting queues the write (it works offline); the table row
 * then shows the write's state until the server has answered.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useReportUnsaved } from '../../../shared/forms/unsaved-changes.js';
import { useTranslation } from 'react-i18next';
import { createShift, updateShift, type Local, type PlanningRow, type ShiftRow, type SubcontractorRow } from '../../../../src-sync/index.js';
import { applyServerIssues } from '../../../shared/forms/apply-server-issues.js';
import { FormAlert } from '../../../shared/forms/form-alert.js';
import { FormField } from '../../../shared/forms/form-field.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { DateTimeFields } from '../details/date-time-fields.js';
import { mutationErrorText } from '../details/mutation-error.js';
import type { PlanningPermissions } from '../details/planning-permissions.js';
import { SubcontractorSelect } from '../details/subcontractor-select.js';
import { fromZonedParts, normalizePickerDate, normalizePickerTime, useZoneAbbreviation } from '../details/zoned-date-time.js';
import { AgentPicker } from './agent-picker.js';
import { NextDayHint } from './next-day-hint.js';
import { ShiftFitHint } from './shift-fit-hint.js';
import { shiftFormSchema, type ShiftFormValues } from './shift-form-schema.js';
import { defaultEndDate, newShiftValues, shiftValues, toCreateBody, toUpdateBody } from './shift-form-values.js';
import { useAgentOptions } from './use-agent-options.js';

interface ShiftFormProps {
  planning: Local<PlanningRow>;
  /** null: a new shift. */
  shift: Local<ShiftRow> | null;
  permissions: PlanningPermissions;
  subcontractors: Local<SubcontractorRow>[];
  onDone: () => void;
  onCancel: () => void;
}

/** Where a mutation's own issue paths ('start', 'end') belong in this form. */
const ISSUE_FIELD: Record<string, keyof ShiftFormValues> = { start: 'start_date', end: 'end_time', agents: 'agents', subcontractor_id: 'subcontractor_id' };

export function ShiftForm({ planning, shift, permissions, subcontractors, onDone, onCancel }: ShiftFormProps) {
  const { t } = useTranslation(['planning-shifts', 'planning-details', 'common']);
  const zoneAbbreviation = useZoneAbbreviation();
  const { db } = useOpenWorkspace();
  const zone = planning.location.timezone;
  const schema = useMemo(() => shiftFormSchema({ planningStart: planning.start, timeZone: zone }), [planning.start, zone]);
  const { register, control, handleSubmit, setValue, setError, setFocus, trigger, formState } = useForm<ShiftFormValues>({
    resolver: zodResolver(schema),
    defaultValues: shift ? shiftValues(shift, zone) : newShiftValues(planning),
    mode: 'onSubmit',
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportUnsaved(isDirty);
  // The modal opens on a spinner while the subcontractors are read, so its own first focus lands
  // on the close button; the form takes it once it is there, as every other form dialog does.
  useEffect(() => setFocus('start_date'), [setFocus]);
  const [failure, setFailure] = useState<string | null>(null);
  // The default end follows the start date until the user sets the end date themself.
  const endDateEdited = useRef(false);
  const chosenSubcontractor = useWatch({ control, name: 'subcontractor_id' });
  const preferred = permissions.chooseShiftSubcontractor ? (chosenSubcontractor === '' ? null : Number(chosenSubcontractor)) : planning.subcontractor_id;
  const [endDate, endTime] = useWatch({ control, name: ['end_date', 'end_time'] });
  const shiftEnd = fromZonedParts(endDate, endTime, zone) ?? '';
  const agentOptions = useAgentOptions({ assignable: permissions.assignAgent, current: shift?.agents ?? [], preferredSubcontractor: preferred, subcontractors, shiftEnd });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (shift) await updateShift(db, shift.id, toUpdateBody(values, zone, permissions.chooseShiftSubcontractor));
      else await createShift(db, toCreateBody(values, planning, permissions.chooseShiftSubcontractor));
      onDone();
    } catch (error) {
      if (!applyServerIssues(error, ISSUE_FIELD, setError)) setFailure(mutationErrorText(error));
    }
  });

  const normalize = (name: 'start_date' | 'end_date' | 'start_time' | 'end_time') => (event: { target: { value: string } }) => {
    const fix = name.endsWith('date') ? normalizePickerDate : normalizePickerTime;
    const next = fix(event.target.value);
    if (next !== event.target.value) setValue(name, next, { shouldDirty: true });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('form.label')}>
      <Stack gap="4">
        {failure && <FormAlert status="error" title={t('form.notSaved')} description={failure} />}
        <Text fontSize="sm" color="fg.muted">
          {t('form.zoneNote', { location: planning.location.name, zone, name: zoneAbbreviation(planning.start, zone) })}
        </Text>
        <DateTimeFields
          dateLabel={t('planning-details:info.startDate')}
          timeLabel={t('planning-details:info.startTime')}
          date={register('start_date', {
            deps: ['end_date', 'end_time'],
            onBlur: normalize('start_date'),
            onChange: (event: { target: { value: string } }) => {
              const end = endDateEdited.current ? null : defaultEndDate(event.target.value, planning);
              if (end !== null) setValue('end_date', end, { shouldDirty: true });
            },
          })}
          time={register('start_time', { deps: ['end_time'], onBlur: normalize('start_time') })}
          dateError={errors.start_date?.message}
          timeError={errors.start_time?.message}
        />
        <DateTimeFields
          dateLabel={t('planning-details:info.endDate')}
          timeLabel={t('planning-details:info.endTime')}
          date={register('end_date', {
            deps: ['end_time'],
            onBlur: normalize('end_date'),
            onChange: () => {
              endDateEdited.current = true;
            },
          })}
          time={register('end_time', { deps: ['end_date'], onBlur: normalize('end_time') })}
          dateError={errors.end_date?.message}
          timeError={errors.end_time?.message}
        />
        <NextDayHint
          control={control}
          error={errors.end_time?.message}
          onApply={(date) => {
            endDateEdited.current = true;
            setValue('end_date', date, { shouldDirty: true, shouldValidate: true });
            void trigger('end_time');
          }}
        />
        {permissions.chooseShiftSubcontractor && (
          <FormField label={t('table.subcontractor')} error={errors.subcontractor_id?.message}>
            <SubcontractorSelect subcontractors={subcontractors} emptyLabel={t('form.noSubcontractor')} {...register('subcontractor_id')} />
          </FormField>
        )}
        <Controller
          control={control}
          name="agents"
          render={({ field }) => <AgentPicker options={agentOptions.options} loading={agentOptions.loading} value={field.value} onChange={field.onChange} error={errors.agents?.message} />}
        />
        <ShiftFitHint control={control} planning={planning} />
        {/* Sticky: with many agents the list is long, and Save must stay in reach. */}
        <HStack justify="flex-end" position="sticky" bottom="0" bg="bg.panel" py="3" borderTopWidth="1px">
          <Button variant="outline" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {shift ? t('form.save') : t('form.add')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
