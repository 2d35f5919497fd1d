/**
 * Calendar days (licence dates) as the pickers show them (spec section 9: DD/MM/YYYY) and as the
 * wire carries them (`YYYY-MM-DD`). Typing is lenient about padding (1/2/2026).
 */
import { DateTime } from 'luxon';
import { lastValidDay } from '../../../../src-sync/index.js';

/** `2026-05-12` (or a stored `2026-05-12 00:00:00`) as `12/05/2026`; '' for none. */
export function dayForPicker(value: string | null | undefined): string {
  const day = value ? lastValidDay({ expires_at: value }) : null;
  if (day === null) return '';
  const [y, m, d] = day.split('-');
  return `${d ?? ''}/${m ?? ''}/${y ?? ''}`;
}

/** A typed `DD/MM/YYYY` as `YYYY-MM-DD`; the text itself when it is not a real day (the schema
 * then names the field 'not a valid date'), '' for empty. */
export function dayFromPicker(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const parsed = DateTime.fromFormat(trimmed, 'd/M/yyyy', { zone: 'utc' });
  return parsed.isValid ? parsed.toISODate() : trimmed;
}
