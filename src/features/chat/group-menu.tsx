/** The right-click menu of a group (spec section 2): Mute/Unmute and Combine. */
import { Box, Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  x: number;
  y: number;
  muted: boolean;
  mayCombine: boolean;
  onClose: () => void;
  onMute: () => void;
  onCombine: () => void;
}

export function GroupMenu({ x, y, muted, mayCombine, onClose, onMute, onCombine }: Props) {
  const { t } = useTranslation('chat');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      onClose();
    };
    window.addEventListener('keydown', close);
    window.addEventListener('pointerdown', close);
    return () => {
      window.removeEventListener('keydown', close);
      window.removeEventListener('pointerdown', close);
    };
  }, [onClose]);
  const act = (action: () => void) => () => {
    action();
    onClose();
  };
  return (
    <Box
      role="menu"
      position="fixed"
      top={`${y}px`}
      left={`${x}px`}
      zIndex="popover"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      py="1"
      minW="36"
      onPointerDown={(e) => e.stopPropagation()}
    >
      <Stack gap="0">
        <Button ref={first} role="menuitem" size="sm" variant="ghost" justifyContent="flex-start" onClick={act(onMute)}>
          {muted ? t('menu.unmute') : t('menu.mute')}
        </Button>
        {mayCombine && (
          <Button role="menuitem" size="sm" variant="ghost" justifyContent="flex-start" onClick={act(onCombine)}>
            {t('menu.combine')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
