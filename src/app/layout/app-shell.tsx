import { Box, Flex } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TOP_BAR_HEIGHT } from '../../shared/breakpoints.js';
import { OfflineBanner } from './offline-banner.js';
import { SignOutConfirmDialog } from '../../shared/session/sign-out-confirm-dialog.js';
import { Sidebar } from './sidebar.js';
import { TopBar } from './top-bar.js';
import { markTiming } from '../../../src-sync/index.js';
import { ChatWidgetSlot } from '../../features/chat/index.js';
import { SosAlarm } from '../../features/sos/index.js';

/** The signed-in frame: top bar (70 px) over sidebar and page. */
export function AppShell() {
  markTiming('shell-render');
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { pathname } = useLocation();

  const toggle = useRef<HTMLButtonElement>(null);

  // On mobile the sidebar overlays the page: close it once the user went somewhere.
  useEffect(() => setSidebarOpen(false), [pathname]);

  // Escape closes the phone menu like any other overlay, and the focus returns to its toggle.
  useEffect(() => {
    if (!sidebarOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setSidebarOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [sidebarOpen]);

  return (
    <Flex direction="column" h="100dvh" bg="bg.subtle">
      <TopBar sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} toggleRef={toggle} />
      <OfflineBanner />
      <SignOutConfirmDialog />
      <ChatWidgetSlot />
      <SosAlarm />
      <Flex flex="1" minH="0" position="relative">
        {/* Under the menu and over the floating chat button (all three at the modal layer, so the
            page's order decides): the button used to float over it, and a chat opened from there
            slid under the menu. */}
        {sidebarOpen && (
          <Box
            hideFrom="md"
            position="fixed"
            inset="0"
            top={TOP_BAR_HEIGHT}
            bg="blackAlpha.500"
            zIndex="modal"
            onClick={() => setSidebarOpen(false)}
            aria-hidden="true"
            data-testid="sidebar-backdrop"
          />
        )}
        <Sidebar open={sidebarOpen} />
        {/* The chat launcher floats over the bottom right (48 px, 12 or 24 px from the edge): the
            room below the content lets the last row of any page scroll clear of it. */}
        <Box as="main" flex="1" minW="0" overflowY="auto" px={{ base: '4', md: '8' }} pt={{ base: '5', md: '8' }} pb={{ base: '20', md: '24' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
