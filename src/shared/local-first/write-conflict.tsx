/**
 * A write that met someone else's change (409 write_conflict), shown on the record itself: per
 * field, who changed it and when, the value it has now and the one this user wanted; the record
 * already shows theirs. The choice buttons are WriteActionButtons' ("Keep mine", "Take theirs").
 */
import { Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { ConflictField, OutboxRow } from '../../../src-sync/index.js';
import { asTranslate, type Translate } from '../../i18n/index.js';
import { useSessionState } from '../session/use-session-state.js';
import { changedByMe, isOwnDeviceConflict } from './own-device-conflict.js';

const KNOWN_FIELDS = new Set([
  'start', 'end', 'description', 'po_number', 'number_of_agents', 'status', 'contractor_status', 'subcontractor_id',
  'shift_id', 'agent_id', 'created_at', 'break_finished_at', 'break_reason', 'note', 'cost',
  'branch_id', 'location_id', 'equipment', 'timeslots',
]);
/** Fields holding a moment (UTC on the wire), shown in the record's zone as the spec's DD-MM-YYYY HH:mm. */
const MOMENTS = new Set(['start', 'end', 'created_at', 'break_finished_at']);
/** Fields whose value is text or a number a person reads as such (ids and codes are not shown):
 * the planning domain's, a request's, and the directory's records' (names, addresses, dates). */
const READABLE = new Set([
  ...MOMENTS, 'description', 'po_number', 'number_of_agents', 'break_reason', 'note', 'cost',
  'name', 'company_name', 'first_name', 'last_name', 'function', 'email', 'phone', 'address', 'number', 'postal_code',
  'city', 'country', 'vat_number', 'issued_at', 'expires_at',
]);

/** What this write wanted for the field: at the body's top (a planning, a directory record) or
 * under `request` (an order's change sends `{ request, planning }`). */
function wanted(body: unknown, field: string): { found: boolean; value: unknown } {
  const top = (body ?? {}) as Record<string, unknown>;
  if (field in top) return { found: true, value: top[field] };
  const request = top.request;
  if (typeof request === 'object' && request !== null && field in request) return { found: true, value: (request as Record<string, unknown>)[field] };
  return { found: false, value: undefined };
}

/** The field's name as the screens say it: the write labels', else the directory form's, else
 * the wire's (a field no screen names). */
function fieldLabel(field: string, t: Translate): string {
  return KNOWN_FIELDS.has(field) ? t(`writes:fields.${field}`) : t(`directory:fields.${field}`, { defaultValue: field });
}

function moment(utc: string, timeZone: string | undefined): string {
  const value = DateTime.fromFormat(utc, 'yyyy-MM-dd HH:mm:ss', { zone: 'utc' });
  const zoned = timeZone ? value.setZone(timeZone) : value.toLocal();
  return zoned.isValid ? zoned.toFormat('dd-MM-yyyy HH:mm') : utc;
}

function shown(field: string, value: unknown, timeZone: string | undefined, t: Translate): string {
  if (value === null || value === undefined || value === '') return t('writes:conflict.empty');
  if (typeof value === 'string') return MOMENTS.has(field) ? moment(value, timeZone) : value;
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

function changedLine(field: ConflictField, label: string, time: string, me: number | null, t: Translate): string {
  if (changedByMe(field, me)) return t('writes:conflict.changedByYou', { field: label, time });
  return field.changed_by
    ? t('writes:conflict.changedBy', { field: label, name: field.changed_by.name, time })
    : t('writes:conflict.changedBySomeone', { field: label, time });
}

function FieldLine({ row, field, timeZone, me, t }: { row: OutboxRow; field: ConflictField; timeZone: string | undefined; me: number | null; t: Translate }) {
  const label = fieldLabel(field.field, t);
  const changed = changedLine(field, label, moment(field.changed_at, timeZone), me, t);
  const mine = wanted(row.body, field.field);
  const values = READABLE.has(field.field) && mine.found
    ? t('writes:conflict.values', { theirs: shown(field.field, row.conflict?.current[field.field], timeZone, t), mine: shown(field.field, mine.value, timeZone, t) })
    : null;
  return (
    <Stack gap="0" data-testid="write-conflict-field" data-field={field.field}>
      <Text fontSize="xs">{changed}</Text>
      {values && (
        <Text fontSize="xs" color="fg.muted">
          {values}
        </Text>
      )}
    </Stack>
  );
}

/** `timeZone`: the record's location zone, for its times and when they changed (every time of a
 * record shows in its location's zone); the viewer's own zone without it. */
export function WriteConflictDetails({ row, timeZone }: { row: OutboxRow; timeZone?: string | undefined }) {
  const { t } = useTranslation('writes');
  const { t: tAny } = useTranslation();
  const translate = asTranslate(tAny);
  const me = useSessionState().user?.id ?? null;
  if (!row.conflict) return null;
  // Only the user's own other device changed it: "someone else" would send them looking for a colleague.
  const ownOnly = isOwnDeviceConflict(row.conflict, me);
  return (
    <Stack gap="1" data-testid="write-conflict">
      <Text fontSize="xs" fontWeight="semibold" color="fg.warning">
        {t(ownOnly ? 'conflict.titleOwn' : 'conflict.title')}
      </Text>
      {row.conflict.fields.map((field) => (
        <FieldLine key={field.field} row={row} field={field} timeZone={timeZone} me={me} t={translate} />
      ))}
      <Text fontSize="xs">{t(ownOnly ? 'conflict.chooseOwn' : 'conflict.choose')}</Text>
    </Stack>
  );
}

/**
 * What a refused change asked for, in readable fields ("PO number: PO-9 · Note: …"), shown under
 * its failure: the record already shows the server's values again, and a text typed offline must
 * not vanish with a Discard. Null when the write carried no field a person reads.
 */
export function RefusedChangeValues({ row, timeZone }: { row: OutboxRow; timeZone?: string | undefined }) {
  const { t: tAny } = useTranslation();
  const t = asTranslate(tAny);
  const fields = [...READABLE].flatMap((field) => {
    const mine = wanted(row.body, field);
    return mine.found && mine.value !== null && mine.value !== '' ? [`${fieldLabel(field, t)}: ${shown(field, mine.value, timeZone, t)}`] : [];
  });
  if (fields.length === 0) return null;
  return (
    // A long note scrolls inside a few lines, whole and selectable (to copy it elsewhere).
    <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word" maxH="6lh" overflowY="auto" data-testid="refused-change-values">
      {t('writes:state.yourChange', { values: fields.join(' · ') })}
    </Text>
  );
}
