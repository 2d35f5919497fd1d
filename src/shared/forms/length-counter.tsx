/**
 * "4,950 of 5,000 characters" under a text box held to a length: shown only near the limit, so
 * a guard pasting a long report sees it will be cut before it is, and not on every short note.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '../use-intl-locale.js';

/** Shown from this share of the limit on. */
const SHOW_FROM = 0.9;

export function LengthCounter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation('common');
  const locale = useIntlLocale();
  if (length < max * SHOW_FROM) return null;
  return (
    <Text fontSize="xs" color={length >= max ? 'fg.error' : 'fg.muted'} textAlign="end" aria-live="polite" data-testid="length-counter">
      {t('characterCount', { used: formatNumber(length, locale), max: formatNumber(max, locale) })}
    </Text>
  );
}
