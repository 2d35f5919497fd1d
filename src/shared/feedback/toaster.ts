/** The app's single toaster. Spec section 9: toasts dismiss after 5000 ms; SOS toasts
 * (src/features/sos) pass `duration: Infinity` and `closable: false`: they stay until acknowledged. */
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true });
