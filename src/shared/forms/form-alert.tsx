/** An inline message above or below a form: the server's answer, where the user is looking. */
import { Alert } from '@chakra-ui/react';

interface FormAlertProps {
  status: 'error' | 'success' | 'info';
  title: string;
  description?: string | undefined;
}

export function FormAlert({ status, title, description }: FormAlertProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
