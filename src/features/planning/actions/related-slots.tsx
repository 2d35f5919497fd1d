/**
 * The Forward modal's optional extra slots: the other open plannings of the same request, one
 * subcontractor choice each ('Do not forward' leaves a slot out). A request of many nights is
 * usually forwarded to one company, so one choice can fill every slot at once.
 */
import { Grid, Stack, Text } from '@chakra-ui/react';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isolate, isolateLtr } from '../../../i18n/index.js';
import type { Local, PlanningRow, SubcontractorRow } from '../../../../src-sync/index.js';
import { SubcontractorSelect } from '../details/subcontractor-select.js';
import { formatZoned } from '../details/zoned-date-time.js';
import type { ForwardFormValues } from './forward-form-values.js';

/** A planning as one line: its times (fixed format, location's zone) and location. */
export function useSlotLabel(): (row: PlanningRow) => string {
  const { t } = useTranslation('planning-details');
  return (row) => {
    const zone = row.location.timezone;
    const language = currentLanguage();
    return t('forward.slot', { start: isolateLtr(formatZoned(row.start, zone), language), end: isolateLtr(formatZoned(row.end, zone), language), location: isolate(row.location.name, language) });
  };
}

interface RelatedSlotsProps {
  planning: PlanningRow;
  related: Local<PlanningRow>[];
  subcontractors: Local<SubcontractorRow>[];
  register: UseFormRegister<ForwardFormValues>;
  setValue: UseFormSetValue<ForwardFormValues>;
}

export function RelatedSlots({ planning, related, subcontractors, register, setValue }: RelatedSlotsProps) {
  const { t } = useTranslation('planning-details');
  const slotLabel = useSlotLabel();
  if (related.length === 0) return null;
  const setAll = (value: string) => related.forEach((_, index) => setValue(`slots.${index}.subcontractor_id`, value, { shouldDirty: true }));
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t('forward.others', { identifier: planning.request.identifier })}</Text>
      {related.length > 1 && (
        <SubcontractorSelect
          subcontractors={subcontractors}
          emptyLabel={t('forward.setAll')}
          aria-label={t('forward.setAllLabel')}
          value=""
          onChange={(event) => event.target.value !== '' && setAll(event.target.value)}
        />
      )}
      {related.map((row, index) => (
        <Grid key={row.id} templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 14rem' }} gap="2" alignItems="center" py="1" borderBottomWidth="1px">
          <Stack gap="0">
            <Text fontSize="sm">{slotLabel(row)}</Text>
            {row.contractor && (
              <Text fontSize="xs" color="fg.muted">
                {t('forward.now', { name: row.contractor.name })}
              </Text>
            )}
          </Stack>
          <SubcontractorSelect
            subcontractors={subcontractors}
            emptyLabel={t('forward.doNotForward')}
            aria-label={t('forward.slotLabel', { slot: slotLabel(row) })}
            {...register(`slots.${index}.subcontractor_id`)}
          />
        </Grid>
      ))}
    </Stack>
  );
}
