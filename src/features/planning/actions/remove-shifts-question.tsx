/** The Forward modal's YES/NO question: remove the shifts planned by the previous subcontractor? */
import { HStack, RadioGroup, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const CHOICES = ['yes', 'no'] as const;

interface RemoveShiftsQuestionProps {
  value: 'yes' | 'no';
  onChange: (value: 'yes' | 'no') => void;
  /** The subcontractor the planning is forwarded to now (null when unnamed). */
  previous: string | null;
}

export function RemoveShiftsQuestion({ value, onChange, previous }: RemoveShiftsQuestionProps) {
  const { t } = useTranslation('planning-details');
  return (
    <RadioGroup.Root value={value} onValueChange={(e) => onChange(e.value === 'no' ? 'no' : 'yes')} size="sm" data-testid="remove-shifts-question">
      <RadioGroup.Label>
        <Text fontWeight="medium">{previous === null ? t('forward.removeShiftsCurrent') : t('forward.removeShifts', { previous })}</Text>
      </RadioGroup.Label>
      <HStack gap="6" mt="2">
        {CHOICES.map((choice) => (
          <RadioGroup.Item key={choice} value={choice}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t(`forward.${choice}`)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
