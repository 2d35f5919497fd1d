import { Badge, Box, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { asTranslate } from '../../i18n/index.js';
import { Navigate } from 'react-router';
import { roleLabel } from '../../shared/session/role-label.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** /dashboard, the default landing route: a short welcome naming the user and their role. The
 * work is behind the menu (Planning Details opens from the planning list); nothing here is
 * sample data. */
export function DashboardHomePage() {
  const { t } = useTranslation('dashboard');
  const { user, flags } = useSessionState();
  if (!user || !flags) return null;
  // A guard's home is its phone view (shifts, events, SOS).
  if (flags.agent && !flags.admin && !flags.planner && !flags.subcontractor) return <Navigate to="/field" replace />;
  const organisation = user.client?.name ?? user.subcontractor?.company_name ?? null;
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('home.welcome', { name: user.first_name })}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted">{t('home.signedInAs')}</Text>
          <Badge colorPalette="brand" variant="subtle" size="lg">
            {roleLabel(user, flags, asTranslate(t))}
          </Badge>
        </HStack>
      </Stack>
      <Box bg="bg" borderWidth="1px" borderRadius="lg" p="5">
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{t('home.name')}</DataList.ItemLabel>
            <DataList.ItemValue>{`${user.first_name} ${user.last_name}`}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('home.email')}</DataList.ItemLabel>
            <DataList.ItemValue>{user.email}</DataList.ItemValue>
          </DataList.Item>
          {organisation && (
            <DataList.Item>
              <DataList.ItemLabel>{t('home.organisation')}</DataList.ItemLabel>
              <DataList.ItemValue>{organisation}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Box>
      <Text color="fg.muted">{t('home.chooseSection')}</Text>
    </Stack>
  );
}
