import { Badge, Box, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router';
import { roleLabel } from '../../shared/session/role-label.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** /dashboard, the default landing route: a short welcome naming the user and their role. The
 * work screens behind the menu come with later issues; nothing here is sample data. */
export function DashboardHomePage() {
  const { user, flags } = useSessionState();
  if (!user || !flags) return null;
  // A guard's home is its phone view (shifts, events, SOS).
  if (flags.agent && !flags.admin && !flags.planner && !flags.subcontractor) return <Navigate to="/field" replace />;
  const organisation = user.client?.name ?? user.subcontractor?.company_name ?? null;
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Welcome, {user.first_name}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted">Signed in as</Text>
          <Badge colorPalette="brand" variant="subtle" size="lg">
            {roleLabel(user, flags)}
          </Badge>
        </HStack>
      </Stack>
      <Box bg="bg" borderWidth="1px" borderRadius="lg" p="5">
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>Name</DataList.ItemLabel>
            <DataList.ItemValue>{`${user.first_name} ${user.last_name}`}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Email</DataList.ItemLabel>
            <DataList.ItemValue>{user.email}</DataList.ItemValue>
          </DataList.Item>
          {organisation && (
            <DataList.Item>
              <DataList.ItemLabel>Organisation</DataList.ItemLabel>
              <DataList.ItemValue>{organisation}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Box>
      <Text color="fg.muted">Choose a section in the menu to get started.</Text>
    </Stack>
  );
}
