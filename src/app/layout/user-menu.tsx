import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { LuChevronDown, LuLogOut } from 'react-icons/lu';
import { roleLabel } from '../../shared/session/role-label.js';
import { useLogout } from '../../shared/session/use-logout.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** The top bar's account menu: who is signed in, as what, and Log out. */
export function UserMenu() {
  const { user, flags } = useSessionState();
  const { logout } = useLogout();
  if (!user || !flags) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => value === 'logout' && void logout()}>
      <Menu.Trigger asChild>
        <Button variant="ghost" px="2" data-testid="user-menu-trigger" aria-label={`Account menu for ${name}`}>
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Box hideBelow="md" textAlign="start" lineHeight="short">
            <Text fontSize="sm" fontWeight="semibold">
              {name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {roleLabel(user, flags)}
            </Text>
          </Box>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2">
              <Text fontWeight="semibold">{name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="logout" data-testid="user-menu-logout">
              <LuLogOut /> Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
