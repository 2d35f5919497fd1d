/** The three selects of the History Details form: shift, agent (those on the chosen shift) and
 * status (spec section 4 statuses; fixed once the entry exists). */
import { NativeSelect } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_FORM_STATUSES, type Local, type ShiftRow } from '../../../../src-sync/index.js';
import { currentLanguage, isolateLtr } from '../../../i18n/index.js';
import { formatPlanningDateTime } from '../format/index.js';


type FieldProps = NativeSelect.FieldProps & { disabled?: boolean };

function Select({ children, disabled, ...field }: FieldProps & { children: React.ReactNode }, ref: React.ForwardedRef<HTMLSelectElement>) {
  return (
    <NativeSelect.Root size="sm" disabled={disabled}>
      {/* Inside a Field.Root the Root's own `disabled` is ignored (the field context wins), so the
          select element gets it directly. */}
      <NativeSelect.Field ref={ref} {...field} {...(disabled ? { disabled: true } : {})}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
const PlainSelect = forwardRef(Select);

export function shiftLabel(shift: Pick<ShiftRow, 'start' | 'end'>, timeZone: string): string {
  // An option cannot hold markup: the times are isolated with Unicode controls in a right-to-left page.
  return isolateLtr(`${formatPlanningDateTime(shift.start, timeZone)} – ${formatPlanningDateTime(shift.end, timeZone)}`, currentLanguage());
}

export const ShiftSelect = forwardRef<HTMLSelectElement, FieldProps & { shifts: Local<ShiftRow>[]; timeZone: string }>(function ShiftSelect(
  { shifts, timeZone, ...field },
  ref,
) {
  const { t } = useTranslation('planning-history');
  return (
    <PlainSelect ref={ref} {...field}>
      <option value="">{t('form.chooseShift')}</option>
      {shifts.map((shift) => (
        <option key={shift.id} value={String(shift.id)}>
          {shiftLabel(shift, timeZone)}
        </option>
      ))}
    </PlainSelect>
  );
});

export const AgentSelect = forwardRef<HTMLSelectElement, FieldProps & { agents: ShiftRow['agents'] }>(function AgentSelect({ agents, ...field }, ref) {
  const { t } = useTranslation('planning-history');
  return (
    <PlainSelect ref={ref} {...field}>
      <option value="">{agents.length === 0 ? t('form.chooseShiftFirst') : t('form.chooseAgent')}</option>
      {agents.map((agent) => (
        <option key={agent.id} value={String(agent.id)}>
          {`${agent.first_name} ${agent.last_name}`.trim()}
        </option>
      ))}
    </PlainSelect>
  );
});

export const StatusSelect = forwardRef<HTMLSelectElement, FieldProps>(function StatusSelect(field, ref) {
  const { t } = useTranslation('planning-history');
  return (
    <PlainSelect ref={ref} {...field}>
      <option value="">{t('form.chooseStatus')}</option>
      {HISTORY_FORM_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`status.${status}`)}
        </option>
      ))}
    </PlainSelect>
  );
});
