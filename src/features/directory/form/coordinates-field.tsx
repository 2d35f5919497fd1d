/**
 * Latitude and longitude, the agent view's geofence centre. Made hard to get wrong: two labelled
 * inputs with their ranges, pasting "50.8466, 4.3528" (what map sites copy) into either fills
 * both, and the values read back as degrees north/south and east/west with a link to check the
 * spot on a map, so swapped or mistyped numbers show before they are saved.
 */
import { Field, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ClipboardEvent } from 'react';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { translateFieldMessage } from '../../../i18n/index.js';
import { useTranslate } from '../use-translate.js';
import type { FormValues } from './form-values.js';

const PAIR = /^\s*(-?\d+(?:[.,]\d+)?)\s*[,;\s]\s*(-?\d+(?:[.,]\d+)?)\s*$/;

interface CoordinatesFieldProps {
  register: UseFormRegister<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  latitude: string;
  longitude: string;
  errors: { latitude?: string | undefined; longitude?: string | undefined };
  readOnly: boolean;
}

export function CoordinatesField({ register, setValue, latitude, longitude, errors, readOnly }: CoordinatesFieldProps) {
  const t = useTranslate();
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const match = PAIR.exec(event.clipboardData.getData('text'));
    if (!match) return;
    event.preventDefault();
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('latitude', (match[1] ?? '').replace(',', '.'), options);
    setValue('longitude', (match[2] ?? '').replace(',', '.'), options);
  };
  const input = (name: 'latitude' | 'longitude') => (
    <Field.Root invalid={Boolean(errors[name])}>
      <Field.Label>{t(`directory:fields.${name}`)}</Field.Label>
      <Input {...register(name)} inputMode="decimal" autoComplete="off" dir="ltr" maxLength={20} readOnly={readOnly} onPaste={onPaste} placeholder={name === 'latitude' ? '50.8466' : '4.3528'} />
      {errors[name] ? <Field.ErrorText>{translateFieldMessage(errors[name], t)}</Field.ErrorText> : <Field.HelperText>{t(`directory:hints.${name}`)}</Field.HelperText>}
    </Field.Root>
  );
  return (
    <Stack gap="2" role="group" aria-label={t('directory:fields.coordinates')}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {input('latitude')}
        {input('longitude')}
      </SimpleGrid>
      {!readOnly && (
        <Text fontSize="xs" color="fg.muted">
          {t('directory:hints.pasteCoordinates')}
        </Text>
      )}
      <CoordinatesReading latitude={latitude} longitude={longitude} />
    </Stack>
  );
}

/** 50.8466° N, 4.3528° E, with a link to the spot; nothing while a value is not a number in range. */
export function CoordinatesReading({ latitude, longitude }: { latitude: string; longitude: string }) {
  const t = useTranslate();
  const lat = Number(latitude.replace(',', '.'));
  const lon = Number(longitude.replace(',', '.'));
  if (latitude.trim() === '' && longitude.trim() === '') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('directory:coordinates.none')}
      </Text>
    );
  }
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180 || latitude.trim() === '' || longitude.trim() === '') return null;
  const reading = t('directory:coordinates.reading', {
    latitude: Math.abs(lat).toFixed(5),
    ns: t(lat >= 0 ? 'directory:coordinates.north' : 'directory:coordinates.south'),
    longitude: Math.abs(lon).toFixed(5),
    ew: t(lon >= 0 ? 'directory:coordinates.east' : 'directory:coordinates.west'),
  });
  const map = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  return (
    <HStack gap="3" wrap="wrap" data-testid="coordinates-reading">
      <Text fontSize="sm" fontWeight="medium" dir="ltr">
        {reading}
      </Text>
      <Link href={map} target="_blank" rel="noopener noreferrer" fontSize="sm" colorPalette="brand">
        {t('directory:coordinates.openMap')}
      </Link>
    </HStack>
  );
}
