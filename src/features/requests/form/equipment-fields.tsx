/** The order's equipment lines: catalogue equipment (`request/equipment`) and how many. */
import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { EquipmentRow, Local } from '../../../../src-sync/index.js';
import { FormField } from '../../../shared/forms/form-field.js';
import { messageAt } from './form-errors.js';
import type { OrderValues } from './order-values.js';
import { RuleMessage } from './rule-message.js';
import { SelectField } from './select-field.js';

interface EquipmentFieldsProps {
  control: Control<OrderValues>;
  register: UseFormRegister<OrderValues>;
  errors: FieldErrors<OrderValues>;
  catalogue: readonly Local<EquipmentRow>[];
}

export function EquipmentFields({ control, register, errors, catalogue }: EquipmentFieldsProps) {
  const { t } = useTranslation('requests');
  const { fields, append, remove } = useFieldArray({ control, name: 'equipment' });
  const options = catalogue.map((item) => ({ value: String(item.id), label: item.name }));
  const listError = messageAt(errors, 'equipment');
  const quantityField = (index: number) => register(`equipment.${index}.quantity`);
  return (
    <Stack gap="2" data-testid="order-equipment">
      <Text fontWeight="semibold" fontSize="sm">
        {t('form.equipment')}
      </Text>
      {fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('form.noEquipment')}
        </Text>
      )}
      {fields.map((field, index) => (
        <HStack key={field.id} align="end" gap="2" data-testid="order-equipment-line">
          <Stack flex="1" minW="0">
            <SelectField
              label={t('form.equipmentItem')}
              error={messageAt(errors, `equipment.${index}.equipment_id`)}
              options={options}
              placeholder={t('form.choose')}
              registration={register(`equipment.${index}.equipment_id`)}
              testId="order-equipment-item"
            />
          </Stack>
          <Stack w="24">
            <FormField label={t('form.quantity')} error={messageAt(errors, `equipment.${index}.quantity`)}>
              <Input size="sm" inputMode="numeric" {...quantityField(index)} data-testid="order-equipment-quantity" />
            </FormField>
          </Stack>
          <IconButton size="sm" variant="ghost" aria-label={t('form.removeEquipment')} onClick={() => remove(index)}>
            <LuTrash2 />
          </IconButton>
        </HStack>
      ))}
      <RuleMessage message={listError} />
      <Button size="xs" variant="outline" alignSelf="start" onClick={() => append({ equipment_id: '', quantity: '1' })} disabled={catalogue.length === 0} data-testid="order-add-equipment">
        <LuPlus /> {t('form.addEquipment')}
      </Button>
    </Stack>
  );
}
