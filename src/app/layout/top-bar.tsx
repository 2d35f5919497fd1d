import { Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { VigilLogo } from '../../shared/brand/vigil-logo.js';
import { TOP_BAR_HEIGHT } from '../../shared/breakpoints.js';
import { NotificationAlerts, NotificationBell } from '../../features/notifications/index.js';
import { SyncStatusSlot } from './sync-status-slot.js';
import { UserMenu } from './user-menu.js';

interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** The phone menu's toggle, given the focus back when Escape closes the menu. */
  toggleRef?: RefObject<HTMLButtonElement | null>;
}

export function TopBar({ sidebarOpen, onToggleSidebar, toggleRef }: TopBarProps) {
  const { t } = useTranslation('shell');
  return (
    <Flex
      as="header"
      h={TOP_BAR_HEIGHT}
      flexShrink="0"
      align="center"
      justify="space-between"
      gap="2"
      px={{ base: '2', md: '6' }}
      bg="bg"
      borderBottomWidth="1px"
      position="relative"
      zIndex="docked"
    >
      <HStack gap="2">
        <IconButton
          ref={toggleRef}
          hideFrom="md"
          variant="ghost"
          aria-label={sidebarOpen ? t('menu.close') : t('menu.open')}
          aria-expanded={sidebarOpen}
          aria-controls="app-sidebar"
          data-testid="sidebar-toggle"
          onClick={onToggleSidebar}
        >
          {sidebarOpen ? <LuX /> : <LuMenu />}
        </IconButton>
        <Link asChild aria-label={t('home')} data-testid="app-logo" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/dashboard">
            <VigilLogo size="sm" />
          </RouterLink>
        </Link>
      </HStack>
      {/* May shrink (the sync status's word gives way first): at 320 px "Syncing…" with the bell
          and the account menu was wider than the bar, and the page scrolled sideways. */}
      <HStack gap={{ base: '1', md: '4' }} minW="0">
        <SyncStatusSlot />
        <NotificationBell />
        <NotificationAlerts />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
