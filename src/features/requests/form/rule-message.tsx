/** A rule message that belongs to a group of fields (a list, a timeslot's days), in the user's
 * language, where no single input can carry it. */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { asTranslate, translateFieldMessage } from '../../../i18n/index.js';

export function RuleMessage({ message, testId }: { message: string | undefined; testId?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Text fontSize="sm" color="fg.error" role="alert" data-testid={testId}>
      {translateFieldMessage(message, asTranslate(t))}
    </Text>
  );
}
