import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from './toaster.js';

export function AppToaster() {
  const { t } = useTranslation('common');
  return (
    <Portal>
      {/* The region's name in the user's language (the library's is English). */}
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('toastRegion')}>
        {(toast) => (
          // The toast's ghost strips (which keep a stack paused while the pointer crosses the gap
          // between toasts) must not take clicks: above an SOS toast that stays, the strip sat
          // over Planning Details' close button and nothing could close the dialog.
          <Toast.Root width={{ md: 'sm' }} css={{ '& [data-ghost]': { pointerEvents: 'none' } }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {/* An SOS toast carries its answer ("Team safe") and cannot be closed without it. */}
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
