/**
 * The date window: the planner's default month, quick choices to widen it, or custom days typed
 * as DD/MM/YYYY (spec section 9's picker format), applied once both are real dates in order.
 */
import { Field, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPickerDate, parseTypedDate, PICKER_PLACEHOLDER } from '../format/index.js';
import type { DateRangeChoice } from './date-range.js';

type Kind = DateRangeChoice['kind'];

const KINDS: readonly Kind[] = ['month', 'quarter', 'all', 'custom'];

interface DateRangeFilterProps {
  value: DateRangeChoice;
  today: DateTime;
  onChange: (value: DateRangeChoice) => void;
}

export const DateRangeFilter = memo(function DateRangeFilter({ value, today, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('planning-list');
  const choose = (kind: Kind) => {
    if (kind !== 'custom') return onChange({ kind });
    // Starts from the default window, the range a planner most likely adjusts.
    onChange({ kind: 'custom', fromDay: today.toISODate() ?? '', toDay: today.plus({ months: 1 }).toISODate() ?? '' });
  };
  return (
    <Flex gap="2" align={value.kind === 'custom' ? 'flex-start' : 'center'} wrap="wrap">
      <NativeSelect.Root size="sm" w="auto" minW="200px">
        <NativeSelect.Field aria-label={t('range.label')} bg="bg" value={value.kind} onChange={(event) => choose(event.target.value as Kind)}>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`range.${kind}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {value.kind === 'custom' ? (
        <CustomDays fromDay={value.fromDay} toDay={value.toDay} onChange={onChange} />
      ) : (
        <WindowHint kind={value.kind} today={today} />
      )}
    </Flex>
  );
});

function WindowHint({ kind, today }: { kind: Kind; today: DateTime }) {
  if (kind === 'all') return null;
  const end = today.plus({ months: kind === 'quarter' ? 3 : 1 });
  return (
    <Text fontSize="xs" color="fg.muted" unicodeBidi="plaintext" data-testid="date-range-hint">
      {formatPickerDate(today)} 00:00 – {formatPickerDate(end)} 23:59
    </Text>
  );
}

const parseDay = (text: string) => {
  const day = parseTypedDate(text);
  return day ? DateTime.fromObject(day) : null;
};
const showDay = (isoDay: string) => formatPickerDate(DateTime.fromISO(isoDay));

function CustomDays({ fromDay, toDay, onChange }: { fromDay: string; toDay: string; onChange: (value: DateRangeChoice) => void }) {
  const { t } = useTranslation('planning-list');
  const [fromText, setFromText] = useState(() => showDay(fromDay));
  const [toText, setToText] = useState(() => showDay(toDay));
  const from = parseDay(fromText);
  const to = parseDay(toText);
  const ordered = from !== null && to !== null && from <= to;

  const apply = (nextFrom: string, nextTo: string) => {
    const a = parseDay(nextFrom);
    const b = parseDay(nextTo);
    if (a && b && a <= b) onChange({ kind: 'custom', fromDay: a.toISODate() ?? '', toDay: b.toISODate() ?? '' });
  };

  // The line under the days is kept for their messages while custom days are on: a date half
  // typed is invalid at almost every keystroke, and a message taking its line only then moved the
  // filters and the rows down and back each time.
  return (
    <Flex gap="2" align="flex-start" pb="5">
      <DayInput label={t('range.fromDate')} text={fromText} invalid={from === null} onText={(text) => { setFromText(text); apply(text, toText); }} />
      <DayInput
        label={t('range.toDate')}
        text={toText}
        invalid={to === null || (from !== null && !ordered)}
        error={from !== null && to !== null && !ordered ? t('range.beforeFrom') : undefined}
        onText={(text) => { setToText(text); apply(fromText, text); }}
      />
    </Flex>
  );
}

function DayInput(props: { label: string; text: string; invalid: boolean; error?: string | undefined; onText: (text: string) => void }) {
  return (
    <Field.Root invalid={props.invalid} w="auto" position="relative">
      <Input
        size="sm"
        w="118px"
        bg="bg"
        aria-label={`${props.label} (${PICKER_PLACEHOLDER})`}
        placeholder={PICKER_PLACEHOLDER}
        inputMode="numeric"
        value={props.text}
        onChange={(event) => props.onText(event.target.value)}
      />
      {props.invalid && (
        <Field.ErrorText fontSize="xs" lineHeight="1rem" mt="1" position="absolute" top="100%" insetStart="0" whiteSpace="nowrap" data-testid="date-range-error">
          {props.error ?? PICKER_PLACEHOLDER}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
