import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  textAlign: 'start',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
} as const;

const StyledNavLink = chakra(NavLink);

/** A sidebar link: highlighted while its route (or a sub-route) is open. */
export function SidebarLink({ to, icon, label, testId }: { to: string; icon: ReactNode; label: string; testId: string }) {
  return (
    <StyledNavLink to={to} data-testid={testId} {...itemStyles} css={{ '&.active': { bg: 'brand.subtle', color: 'brand.fg' } }}>
      {icon}
      {label}
    </StyledNavLink>
  );
}

/** A sidebar entry that is an action, not navigation (Log out, spec section 2). */
export function SidebarAction({ onClick, icon, label, testId, disabled }: { onClick: () => void; icon: ReactNode; label: string; testId: string; disabled?: boolean }) {
  return (
    <chakra.button type="button" onClick={onClick} data-testid={testId} disabled={disabled} {...itemStyles}>
      {icon}
      {label}
    </chakra.button>
  );
}
