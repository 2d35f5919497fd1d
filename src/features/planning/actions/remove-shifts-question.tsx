/** The Forward modal's YES/NO question: remove the shifts planned by the previous subcontractor? */
import { HStack, RadioGroup, Text } from '@chakra-ui/react';

interface RemoveShiftsQuestionProps {
  value: 'yes' | 'no';
  onChange: (value: 'yes' | 'no') => void;
  previous: string;
}

export function RemoveShiftsQuestion({ value, onChange, previous }: RemoveShiftsQuestionProps) {
  return (
    <RadioGroup.Root value={value} onValueChange={(e) => onChange(e.value === 'no' ? 'no' : 'yes')} size="sm" data-testid="remove-shifts-question">
      <RadioGroup.Label>
        <Text fontWeight="medium">Remove the shifts planned by {previous}?</Text>
      </RadioGroup.Label>
      <HStack gap="6" mt="2">
        {(['yes', 'no'] as const).map((choice) => (
          <RadioGroup.Item key={choice} value={choice}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{choice.toUpperCase()}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
