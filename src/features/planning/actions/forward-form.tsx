/**
 * The Forward Planning form (spec section 5). The main slot is this planning and needs a
 * subcontractor; each related planning of the same request is an optional extra slot; only
 * slots with a subcontractor are sent. Submit stays disabled until the form is dirty.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useReportUnsaved } from '../../../shared/forms/unsaved-changes.js';
import { useTranslation } from 'react-i18next';
import { forwardPlanning, type Local, type PlanningRow, type SubcontractorRow } from '../../../../src-sync/index.js';
import { FormAlert } from '../../../shared/forms/form-alert.js';
import { FormField } from '../../../shared/forms/form-field.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { mutationErrorText } from '../details/mutation-error.js';
import { SubcontractorSelect } from '../details/subcontractor-select.js';
import { asksRemoveShifts, forwardBody, forwardDefaults, forwardFormSchema, type ForwardFormValues } from './forward-form-values.js';
import { RelatedSlots, useSlotLabel } from './related-slots.js';
import { RemoveShiftsQuestion } from './remove-shifts-question.js';

interface ForwardFormProps {
  planning: Local<PlanningRow>;
  related: Local<PlanningRow>[];
  shiftCount: number;
  subcontractors: Local<SubcontractorRow>[];
  onDone: () => void;
  onCancel: () => void;
}

export function ForwardForm({ planning, related, shiftCount, subcontractors, onDone, onCancel }: ForwardFormProps) {
  const { t } = useTranslation(['planning-details', 'common']);
  const slotLabel = useSlotLabel();
  const { db } = useOpenWorkspace();
  // Slots are fixed when the modal opens; a related planning arriving later does not reset the form.
  const [defaults] = useState(() => forwardDefaults(planning, related));
  const { register, control, handleSubmit, setValue, formState } = useForm<ForwardFormValues>({ resolver: zodResolver(forwardFormSchema), defaultValues: defaults });
  useReportUnsaved(formState.isDirty);
  const main = useWatch({ control, name: 'main' });
  const [failure, setFailure] = useState<string | null>(null);
  const ask = asksRemoveShifts(planning, main, shiftCount);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forwardPlanning(db, forwardBody(planning, values, shiftCount));
      onDone();
    } catch (error) {
      setFailure(mutationErrorText(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('forward.title')}>
      <Stack gap="4">
        {failure && <FormAlert status="error" title={t('forward.notForwarded')} description={failure} />}
        <FormField label={t('forward.thisPlanning', { slot: slotLabel(planning) })} error={formState.errors.main?.message}>
          <SubcontractorSelect subcontractors={subcontractors} emptyLabel={t('forward.chooseSubcontractor')} aria-label={t('forward.mainLabel')} {...register('main')} />
        </FormField>
        {ask && (
          <Controller
            control={control}
            name="remove_shifts"
            render={({ field }) => <RemoveShiftsQuestion value={field.value} onChange={field.onChange} previous={planning.contractor?.name ?? null} />}
          />
        )}
        <RelatedSlots planning={planning} related={related} subcontractors={subcontractors} register={register} setValue={setValue} />
        {/* Sticky: a request of many nights lists many slots, and Forward must stay in reach. */}
        <HStack justify="flex-end" position="sticky" bottom="0" bg="bg.panel" py="3" borderTopWidth="1px">
          <Button variant="outline" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={!formState.isDirty} loading={formState.isSubmitting}>
            {t('forward.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
