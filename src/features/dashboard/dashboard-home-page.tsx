import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { roleLabel } from '../../shared/session/role-label.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** /dashboard, the default landing route: a short welcome naming the user's role. The work
 * screens behind the menu come with later issues. */
export function DashboardHomePage() {
  const { user, flags } = useSessionState();
  if (!user || !flags) return null;
  return (
    <Stack gap="3" maxW="3xl">
      <Heading as="h1" size="2xl">
        Welcome, {user.first_name}
      </Heading>
      <HStack gap="2" wrap="wrap">
        <Text color="fg.muted">Signed in as</Text>
        <Badge colorPalette="brand" variant="subtle" size="lg">
          {roleLabel(user, flags)}
        </Badge>
      </HStack>
      <Text color="fg.muted">Choose a section in the menu to get started.</Text>
    </Stack>
  );
}
