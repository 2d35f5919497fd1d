/**
 * A location's IANA timezone, typed with suggestions from the platform's list (Europe/Brussels,
 * America/New_York…). Under it, the time it is there now, so a planner sees at once whether the
 * zone is the site's: a wrong zone would shift every planning time of the site.
 */
import { Field, Input, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { isIanaTimeZone } from '../../../../src-sync/index.js';
import { translateFieldMessage } from '../../../i18n/index.js';
import { timeZoneOptions } from '../collections/options.js';
import { useTranslate } from '../use-translate.js';

/** An example of the form a zone is written in (an identifier, not text to translate). */
const EXAMPLE_ZONE = 'Europe/Brussels';

interface TimezoneFieldProps {
  input: UseFormRegisterReturn;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  required: boolean;
}

export function TimezoneField({ input, value, error, readOnly, required }: TimezoneFieldProps) {
  const t = useTranslate();
  const listId = useId();
  const now = isIanaTimeZone(value.trim()) ? DateTime.now().setZone(value.trim()) : null;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {t('directory:fields.timezone')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} list={listId} autoComplete="off" dir="ltr" maxLength={64} readOnly={readOnly} placeholder={EXAMPLE_ZONE} />
      <datalist id={listId}>
        {timeZoneOptions().map((zone) => (
          <option key={zone.value} value={zone.value} />
        ))}
      </datalist>
      {error ? (
        <Field.ErrorText>{translateFieldMessage(error, t)}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {t('directory:hints.timezone')}
          {now && (
            <Text as="span" display="block" fontWeight="medium" data-testid="timezone-now">
              {t('directory:hints.timezoneNow', { time: `${now.toFormat('HH:mm')} ${now.offsetNameShort ?? ''}`.trim() })}
            </Text>
          )}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
