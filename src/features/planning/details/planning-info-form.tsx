/**
 * The editable part of Planning info: start and end (DD/MM/YYYY + 24-hour time in the location's
 * zone), description and the optional PO number. Save is enabled only while the form is dirty
 * (spec section 2). The form follows the live planning: a change from the server shows up here
 * unless the user is editing that very field.
 */
import { Button, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useReportUnsaved } from '../../../shared/forms/unsaved-changes.js';
import { useTranslation } from 'react-i18next';
import { updatePlanning, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { applyServerIssues } from '../../../shared/forms/apply-server-issues.js';
import { FormAlert } from '../../../shared/forms/form-alert.js';
import { FormField } from '../../../shared/forms/form-field.js';
import { PendingWriteState, useOpenWorkspace } from '../../../shared/local-first/index.js';
import { DateTimeFields } from './date-time-fields.js';
import { mutationErrorText } from './mutation-error.js';
import { planningInfoSchema, planningInfoValues, planningPatch, type PlanningInfoValues } from './planning-info-schema.js';
import { normalizePickerDate, normalizePickerTime } from './zoned-date-time.js';

type PickerName = 'start_date' | 'start_time' | 'end_date' | 'end_time';
const ISSUE_FIELD: Record<string, keyof PlanningInfoValues> = { start: 'start_date', end: 'end_time', description: 'description', po_number: 'po_number' };

export function PlanningInfoForm({ planning }: { planning: Local<PlanningRow> }) {
  const { t } = useTranslation(['planning-details', 'common']);
  const { db } = useOpenWorkspace();
  const zone = planning.location.timezone;
  const schema = useMemo(() => planningInfoSchema(zone), [zone]);
  const values = useMemo(() => planningInfoValues(planning), [planning]);
  const { register, handleSubmit, setValue, setError, reset, formState } = useForm<PlanningInfoValues>({
    resolver: zodResolver(schema),
    values,
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
  });
  const { errors, isDirty, isSubmitting, dirtyFields } = formState;
  useReportUnsaved(isDirty);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Save is disabled on a clean form (and while it saves): pressed, it dropped the focus to the
  // page behind the dialog. The form keeps it, so the next Tab goes on from here.
  const holdFocus = (heldBefore: boolean) => {
    const form = formRef.current;
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled);
    if (form && heldBefore && (lost || !form.contains(focused))) form.focus();
  };
  const focusInForm = () => formRef.current?.contains(document.activeElement) === true;

  const onSubmit = handleSubmit(async (submitted) => {
    const heldBefore = focusInForm();
    setFailure(null);
    try {
      await updatePlanning(db, planning.id, planningPatch(submitted, dirtyFields, zone));
      // The optimistic row now holds these values; the form is clean again. Not keeping dirty
      // values here (the form's default for record updates): a field kept marked dirty would
      // ignore every later change of the record (from elsewhere, a rollback, the other value
      // after a conflict).
      reset(submitted, { keepDirtyValues: false });
      // After the render that disables the buttons.
      requestAnimationFrame(() => holdFocus(heldBefore));
    } catch (error) {
      if (!applyServerIssues(error, ISSUE_FIELD, setError)) setFailure(mutationErrorText(error));
    }
  });

  const picker = (name: PickerName, deps: PickerName[]) =>
    register(name, {
      deps,
      onBlur: (event: { target: { value: string } }) => {
        const next = (name.endsWith('date') ? normalizePickerDate : normalizePickerTime)(event.target.value);
        if (next !== event.target.value) setValue(name, next, { shouldDirty: true });
      },
    });

  return (
    <form ref={formRef} tabIndex={-1} style={{ outline: 'none' }} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('info.title')}>
      <Stack gap="3">
        {failure && <FormAlert status="error" title={t('info.notSaved')} description={failure} />}
        <DateTimeFields
          dateLabel={t('info.startDate')}
          timeLabel={t('info.startTime')}
          date={picker('start_date', ['end_time'])}
          time={picker('start_time', ['end_time'])}
          dateError={errors.start_date?.message}
          timeError={errors.start_time?.message}
        />
        <DateTimeFields
          dateLabel={t('info.endDate')}
          timeLabel={t('info.endTime')}
          date={picker('end_date', ['end_time'])}
          time={picker('end_time', [])}
          dateError={errors.end_date?.message}
          timeError={errors.end_time?.message}
        />
        <FormField label={t('info.description')} error={errors.description?.message}>
          <Textarea rows={3} autoresize dir="auto" {...register('description')} />
        </FormField>
        <FormField label={t('info.poOptional')} error={errors.po_number?.message}>
          <Input autoComplete="off" dir="auto" {...register('po_number')} />
        </FormField>
        <HStack justify="space-between" wrap="wrap">
          <PendingWriteState table="plannings" id={planning.id} subjectOnly timeZone={zone} />
          <HStack ms="auto">
            {/* keepDirtyValues off: react-hook-form merges the form's resetOptions (which keep a
                field being edited when the record changes) into every reset, so Undo kept
                exactly the fields it was pressed to undo. */}
            <Button variant="ghost" size="sm" disabled={!isDirty} onClick={() => reset(values, { keepDirtyValues: false })}>
              {t('info.undo')}
            </Button>
            <Button type="submit" size="sm" colorPalette="brand" disabled={!isDirty} loading={isSubmitting}>
              {t('common:actions.save')}
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </form>
  );
}
