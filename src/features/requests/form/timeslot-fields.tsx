/**
 * One timeslot of the order: its start and end days (DD/MM/YYYY, the spec's pickers), the job
 * category, continuous or not, a note, and the weekday pattern (spec: `timeslots`, Monday to
 * Sunday): a row per weekday, ticked with its hours and how many agents.
 */
import { Box, Checkbox, Field, Grid, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Info } from 'luxon';
import type { ReactNode } from 'react';
import { Controller, useFormState, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { asTranslate, translateFieldMessage } from '../../../i18n/index.js';
import { FormField } from '../../../shared/forms/form-field.js';
import { useIntlLocale } from '../../../shared/use-intl-locale.js';
import { isJobCategory, JOB_KEY } from '../../../shared/format/index.js';
import { messageAt } from './form-errors.js';
import { JOB_TYPES, padClock, padPickerDate, type OrderValues } from './order-values.js';
import { RuleMessage } from './rule-message.js';
import { SelectField } from './select-field.js';

/** Day, from, to, agents: narrow enough for a 390 px phone, roomier from tablets up. */
const DAY_COLUMNS = { base: 'minmax(0, 1fr) 4.25rem 4.25rem 3.25rem', md: 'minmax(8rem, 1.4fr) 1fr 1fr 5rem' };

interface TimeslotFieldsProps {
  index: number;
  control: Control<OrderValues>;
  register: UseFormRegister<OrderValues>;
  setValue: UseFormSetValue<OrderValues>;
  errors: FieldErrors<OrderValues>;
  onRemove: (() => void) | null;
}

export function TimeslotFields({ index, control, register, setValue, errors, onRemove }: TimeslotFieldsProps) {
  const { t } = useTranslation('requests');
  const locale = useIntlLocale();
  const weekdays = Info.weekdays('long', { locale });
  const base = `timeslots.${index}` as const;
  const days = useWatch({ control, name: `timeslots.${index}.days` });
  const continuous = useWatch({ control, name: `timeslots.${index}.continuous` });
  // A padded value is checked again only once the order was sent: before that, nothing is named
  // on leaving a field (the forms check at the first submit).
  const { isSubmitted } = useFormState({ control });
  const padded = (name: `timeslots.${number}.start` | `timeslots.${number}.end`) =>
    register(name, {
      onBlur: (event: { target: { value: string } }) => {
        const next = padPickerDate(event.target.value);
        if (next !== event.target.value) setValue(name, next, { shouldDirty: true, shouldValidate: isSubmitted });
      },
    });
  const clock = (name: `timeslots.${number}.days.${number}.start` | `timeslots.${number}.days.${number}.end`) =>
    register(name, {
      onBlur: (event: { target: { value: string } }) => {
        const next = padClock(event.target.value);
        if (next !== event.target.value) setValue(name, next, { shouldDirty: true, shouldValidate: isSubmitted });
      },
    });
  const startField = padded(`timeslots.${index}.start`);
  const endField = padded(`timeslots.${index}.end`);
  const noteField = register(`timeslots.${index}.note`);
  const dayName = <F extends 'start' | 'end' | 'agents'>(row: number, field: F) => `timeslots.${index}.days.${row}.${field}` as const;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="order-timeslot" data-index={index}>
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t('form.timeslotTitle', { number: index + 1 })}</Text>
        {onRemove && (
          <IconButton size="sm" variant="ghost" aria-label={t('form.removeTimeslot')} onClick={onRemove} data-testid="order-remove-timeslot">
            <LuTrash2 />
          </IconButton>
        )}
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
        <FormField label={t('form.startDate')} error={messageAt(errors, `${base}.start`)}>
          <Input size="sm" placeholder={t('form.datePlaceholder')} inputMode="numeric" autoComplete="off" {...startField} data-testid="order-start" />
        </FormField>
        <FormField label={t('form.endDate')} error={messageAt(errors, `${base}.end`)}>
          <Input size="sm" placeholder={t('form.datePlaceholder')} inputMode="numeric" autoComplete="off" {...endField} data-testid="order-end" />
        </FormField>
        <SelectField
          label={t('form.requestType')}
          error={messageAt(errors, `${base}.request_type`)}
          options={JOB_TYPES.map((job) => ({ value: job, label: isJobCategory(job) ? t(JOB_KEY[job]) : job }))}
          registration={register(`timeslots.${index}.request_type`)}
          testId="order-request-type"
        />
      </Grid>
      <Controller
        control={control}
        name={`timeslots.${index}.continuous`}
        render={({ field }) => (
          <Checkbox.Root size="sm" checked={field.value} onCheckedChange={(event) => field.onChange(event.checked === true)} data-testid="order-continuous">
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t('form.continuous')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <Stack gap="1" role="group" aria-label={t('form.days')}>
        <Text fontSize="sm" fontWeight="medium">
          {t('form.days')}
        </Text>
        <Grid templateColumns={DAY_COLUMNS} gap="2" alignItems="start" fontSize="xs" color="fg.muted">
          <Box />
          <Text>{t('form.dayStart')}</Text>
          <Text>{t('form.dayEnd')}</Text>
          <Text>{t('form.agents')}</Text>
        </Grid>
        {weekdays.map((label, row) => (
          // A day not ticked keeps its hours (ticking it back restores them) but reads as not asked for.
          <Grid key={label} templateColumns={DAY_COLUMNS} gap="2" alignItems="start" opacity={days[row]?.on ? 1 : 0.55} data-testid="order-day" data-day={row}>
            <Controller
              control={control}
              name={`timeslots.${index}.days.${row}.on`}
              render={({ field }) => (
                <Checkbox.Root size="sm" pt="1.5" checked={field.value} onCheckedChange={(event) => field.onChange(event.checked === true)} data-testid="order-day-on">
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{label}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <DayInput error={messageAt(errors, `${base}.days.${row}.start`)}>
              <Input size="sm" placeholder={t('form.timePlaceholder')} inputMode="numeric" aria-label={t('form.dayStartOf', { day: label })} {...clock(dayName(row, 'start'))} data-testid="order-day-start" />
            </DayInput>
            <DayInput error={continuous ? undefined : messageAt(errors, `${base}.days.${row}.end`)}>
              {/* Continuous: each day runs 24 hours from its start, so an end time would be
                  ignored; it is kept (unticking brings it back) but not offered. */}
              {continuous ? (
                <Text pt="1.5" fontSize="sm" color="fg.muted" data-testid="order-day-round-the-clock">
                  {t('form.roundTheClock')}
                </Text>
              ) : (
                <Input size="sm" placeholder={t('form.timePlaceholder')} inputMode="numeric" aria-label={t('form.dayEndOf', { day: label })} {...clock(dayName(row, 'end'))} data-testid="order-day-end" />
              )}
            </DayInput>
            <DayInput error={messageAt(errors, `${base}.days.${row}.agents`)}>
              <Input size="sm" inputMode="numeric" aria-label={t('form.agentsOf', { day: label })} {...register(dayName(row, 'agents'))} data-testid="order-day-agents" />
            </DayInput>
          </Grid>
        ))}
        <RuleMessage message={messageAt(errors, `${base}.days`)} testId="order-days-error" />
      </Stack>
      <FormField label={t('form.timeslotNote')} error={messageAt(errors, `${base}.note`)}>
        <Textarea size="sm" rows={2} autoresize {...noteField} />
      </FormField>
    </Stack>
  );
}

/** A cell of the weekday pattern with its rule message: the column heads name it on screen, the
 * input's own label names it for screen readers. */
function DayInput({ error, children }: { error: string | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)}>
      {children}
      {error && <Field.ErrorText>{translateFieldMessage(error, asTranslate(t))}</Field.ErrorText>}
    </Field.Root>
  );
}
