import { Box, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuShieldCheck } from 'react-icons/lu';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_MOBILE, TOP_BAR_HEIGHT } from '../../shared/breakpoints.js';
import { fieldEntryFor, menuKeysFor, menuPath } from '../../shared/navigation/menu.js';
import { useLogout } from '../../shared/session/use-logout.js';
import { useSessionState } from '../../shared/session/use-session-state.js';
import { DirectionalIcon } from '../../shared/layout/directional-icon.js';
import { MENU_ICONS } from './menu-icons.js';
import { SidebarAction, SidebarLink } from './sidebar-item.js';

/**
 * The role's menu (spec section 2), from the signed-in user's derived flags. 280 px wide; under
 * 768 px it collapses to 0 and opens (240 px, over the page) from the top bar's toggle. It sits
 * at the start of the line: the right in Arabic.
 */
export function Sidebar({ open }: { open: boolean }) {
  const { t } = useTranslation('shell');
  const { flags } = useSessionState();
  const { logout, loggingOut } = useLogout();
  const field = fieldEntryFor(flags);
  const nav = useRef<HTMLElement>(null);
  // Opened on a phone (a wide screen never sets `open`): the focus moves into the menu, where
  // the next Tab or Enter is meant to go, not to the page behind its backdrop.
  useEffect(() => {
    if (open) nav.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);
  return (
    <Box
      ref={nav}
      as="nav"
      id="app-sidebar"
      aria-label={t('menu.main')}
      flexShrink="0"
      w={{ base: open ? SIDEBAR_WIDTH_MOBILE : '0', md: SIDEBAR_WIDTH }}
      visibility={{ base: open ? 'visible' : 'hidden', md: 'visible' }}
      position={{ base: 'fixed', md: 'static' }}
      top={{ base: TOP_BAR_HEIGHT, md: 'auto' }}
      bottom={{ base: '0', md: 'auto' }}
      insetInlineStart="0"
      zIndex={{ base: 'modal', md: 'auto' }}
      overflowX="hidden"
      overflowY="auto"
      bg="bg"
      borderInlineEndWidth={{ base: open ? '1px' : '0', md: '1px' }}
      transition="width 0.2s ease"
    >
      <Flex direction="column" h="full" p="3" minW={{ base: SIDEBAR_WIDTH_MOBILE, md: 'auto' }}>
        <Text px="3" pt="2" pb="2" fontSize="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="fg.subtle">
          {t('menu.title')}
        </Text>
        <Stack as="ul" gap="1" listStyleType="none">
          {field && (
            <li>
              <SidebarLink to={field.path} testId={`menu-${field.key}`} icon={<LuShieldCheck size="18" />} label={t(`menu.${field.key}`)} />
            </li>
          )}
          {menuKeysFor(flags).map((key) => {
            const Icon = MENU_ICONS[key];
            return (
              <li key={key}>
                <SidebarLink to={menuPath(key)} testId={`menu-${key}`} icon={<Icon size="18" />} label={t(`menu.${key}`)} />
              </li>
            );
          })}
        </Stack>
        {/* Log out is an action, kept apart from the navigation entries at the bottom. */}
        <Box mt="auto" pt="3">
          <Separator mb="3" />
          <SidebarAction
            onClick={() => void logout()}
            disabled={loggingOut}
            testId="menu-logout"
            icon={
              <DirectionalIcon>
                <LuLogOut size="18" />
              </DirectionalIcon>
            }
            label={t('menu.logOut')}
          />
        </Box>
      </Flex>
    </Box>
  );
}
