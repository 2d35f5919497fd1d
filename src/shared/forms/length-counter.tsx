/**
 * "4,950 of 5,000 characters" under a text box held to a length: shown only near the limit, so
 * a guard pasting a long report sees it will be cut before it is, and not on every short note.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { intlLocale, type Language } from '../../i18n/index.js';

/** Shown from this share of the limit on. */
const SHOW_FROM = 0.9;

export function LengthCounter({ length, max }: { length: number; max: number }) {
  const { t, i18n } = useTranslation('common');
  if (length < max * SHOW_FROM) return null;
  const number = new Intl.NumberFormat(intlLocale(i18n.language as Language));
  return (
    <Text fontSize="xs" color={length >= max ? 'fg.error' : 'fg.muted'} textAlign="end" aria-live="polite" data-testid="length-counter">
      {t('characterCount', { used: number.format(length), max: number.format(max) })}
    </Text>
  );
}
