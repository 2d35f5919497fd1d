/**
 * The History Details form (spec sections 3 and 5): shift, agent on that shift, status (new
 * entries only), created-at, note, the break fields for a break, the cost for a cost entry and
 * the image picker for an image entry. Submitting queues the write (offline too); the timeline
 * then shows the entry with its write state. An image picked here is kept on this device with
 * the queued entry until the server has it.
 */
import { Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useReportUnsaved } from '../../../shared/forms/unsaved-changes.js';
import { useTranslation } from 'react-i18next';
import {
  createHistory, createImageHistory, updateHistory, type HistoryRow, type Local, type PlanningRow, type ShiftRow,
} from '../../../../src-sync/index.js';
import { applyServerIssues } from '../../../shared/forms/apply-server-issues.js';
import { FormAlert } from '../../../shared/forms/form-alert.js';
import { FormField } from '../../../shared/forms/form-field.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { mutationErrorText } from '../details/mutation-error.js';
import { useZoneAbbreviation } from '../details/zoned-date-time.js';
import { HistoryDateTime } from './history-created-at.js';
import { historyFormSchema, normalizeHistoryDate, normalizeHistoryTime, type HistoryFormValues } from './history-form-schema.js';
import { AgentSelect, ShiftSelect, StatusSelect } from './history-form-selects.js';
import { historyValues, newHistoryValues, toCreateBody, toUpdateBody } from './history-form-values.js';
import { HistoryImagePicker } from './history-image-picker.js';

interface HistoryFormProps {
  planning: Local<PlanningRow>;
  shifts: Local<ShiftRow>[];
  /** null: a new entry. */
  entry: Local<HistoryRow> | null;
  /** An agent adding for itself: only its own shifts and itself are offered. */
  onlyAgent: number | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Where a mutation's issue paths belong in this form. */
const ISSUE_FIELD: Record<string, keyof HistoryFormValues> = {
  shift_id: 'shift_id', agent_id: 'agent_id', status: 'status', created_at: 'created_time', note: 'note',
  break_reason: 'break_reason', break_finished_at: 'break_end_time', cost: 'cost', image: 'image',
};

function nowUtc(): string {
  return new Date().toISOString().slice(0, 19).replace('T', ' ');
}

export function HistoryForm({ planning, shifts, entry, onlyAgent, onDone, onCancel }: HistoryFormProps) {
  const { t } = useTranslation(['planning-history', 'common']);
  const zoneAbbreviation = useZoneAbbreviation();
  const { db } = useOpenWorkspace();
  const zone = planning.location.timezone;
  const editing = entry !== null;
  const schema = useMemo(() => historyFormSchema({ editing, timeZone: zone }), [editing, zone]);
  const offered = useMemo(
    () => (onlyAgent === null ? shifts : shifts.filter((shift) => shift.agents.some((agent) => agent.id === onlyAgent))),
    [shifts, onlyAgent],
  );
  const { register, control, handleSubmit, setValue, setError, watch, formState } = useForm<HistoryFormValues>({
    resolver: zodResolver(schema),
    defaultValues: entry ? historyValues(entry, zone) : newHistoryValues(offered, zone, onlyAgent, nowUtc()),
    mode: 'onSubmit',
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportUnsaved(isDirty);
  const [failure, setFailure] = useState<string | null>(null);
  const status = watch('status');
  const shiftId = watch('shift_id');
  const agents = useMemo(() => {
    const onShift = offered.find((shift) => String(shift.id) === shiftId)?.agents ?? [];
    return onlyAgent === null ? onShift : onShift.filter((agent) => agent.id === onlyAgent);
  }, [offered, shiftId, onlyAgent]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (entry) await updateHistory(db, entry.id, toUpdateBody(values, entry, zone));
      else if (values.status === 'image' && values.image) await createImageHistory(db, toCreateBody(values, zone), { blob: values.image, name: values.image.name });
      else await createHistory(db, toCreateBody(values, zone));
      onDone();
    } catch (error) {
      if (!applyServerIssues(error, ISSUE_FIELD, setError)) setFailure(mutationErrorText(error));
    }
  });

  const normalize = (name: 'created_date' | 'created_time' | 'break_end_date' | 'break_end_time') => (event: { target: { value: string } }) => {
    const next = name.endsWith('date') ? normalizeHistoryDate(event.target.value) : normalizeHistoryTime(event.target.value);
    if (next !== event.target.value) setValue(name, next, { shouldDirty: true });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('form.label')}>
      <Stack gap="4">
        {failure && <FormAlert status="error" title={t('form.notSaved')} description={failure} />}
        <FormField label={t('form.shift')} error={errors.shift_id?.message}>
          <ShiftSelect
            shifts={offered}
            timeZone={zone}
            {...register('shift_id', {
              onChange: (event: { target: { value: string } }) => {
                // The agent must be on the chosen shift: keep it only if it is.
                const next = offered.find((shift) => String(shift.id) === event.target.value);
                const agentId = watch('agent_id');
                if (!next?.agents.some((agent) => String(agent.id) === agentId)) setValue('agent_id', '');
              },
            })}
          />
        </FormField>
        <FormField label={t('form.agent')} error={errors.agent_id?.message}>
          <AgentSelect agents={agents} {...register('agent_id')} />
        </FormField>
        <FormField label={t('form.status')} error={errors.status?.message} {...(editing ? { helperText: t('form.statusFixed') } : {})}>
          {/* Not registered when editing: a disabled field would leave the form without its value. */}
          {entry ? <StatusSelect disabled value={entry.status} onChange={() => undefined} /> : <StatusSelect {...register('status')} />}
        </FormField>
        <HistoryDateTime
          dateLabel={t('form.createdDate')}
          timeLabel={t('form.createdTime')}
          date={register('created_date', { deps: ['break_end_time'], onBlur: normalize('created_date') })}
          time={register('created_time', { deps: ['break_end_time'], onBlur: normalize('created_time') })}
          dateError={errors.created_date?.message}
          timeError={errors.created_time?.message}
        />
        <Text fontSize="xs" color="fg.muted" mt="-2">
          {t('form.zoneNote', { location: planning.location.name, zone, name: zoneAbbreviation(planning.start, zone) })}
        </Text>
        {status === 'break' && (
          <>
            <FormField label={t('form.breakReason')} error={errors.break_reason?.message}>
              <Input autoComplete="off" dir="auto" {...register('break_reason')} />
            </FormField>
            <HistoryDateTime
              dateLabel={t('form.breakEndDate')}
              timeLabel={t('form.breakEndTime')}
              date={register('break_end_date', { deps: ['break_end_time'], onBlur: normalize('break_end_date') })}
              time={register('break_end_time', { onBlur: normalize('break_end_time') })}
              dateError={errors.break_end_date?.message}
              timeError={errors.break_end_time?.message}
            />
          </>
        )}
        {status === 'cost' && (
          <FormField label={t('form.cost')} error={errors.cost?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register('cost')} />
          </FormField>
        )}
        {status === 'image' && !editing && (
          <Controller control={control} name="image" render={({ field }) => <HistoryImagePicker onChange={field.onChange} error={errors.image?.message} />} />
        )}
        <FormField label={t('form.note')} error={errors.note?.message}>
          <Textarea rows={3} dir="auto" {...register('note')} />
        </FormField>
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {editing ? t('form.save') : t('form.add')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
