/** An icon that points along the line (sign-out's arrow, a send plane): mirrored in a
 * right-to-left page, where the line runs the other way. Icons that point up or down, or at
 * nothing, stay as they are. */
import { Icon } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export function DirectionalIcon({ children }: { children: ReactElement }) {
  return (
    <Icon asChild css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}>
      {children}
    </Icon>
  );
}
