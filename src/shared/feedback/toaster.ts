/** The app's single toaster. Spec section 9: toasts dismiss after 5000 ms; SOS toasts
 * (src/features/sos) pass `duration: Infinity` and `closable: false`: they stay until acknowledged. */
import { createToaster } from '@chakra-ui/react';
import { TOP_BAR_HEIGHT } from '../breakpoints.js';

export const TOAST_DURATION_MS = 5000;

// Below the top bar, not over it: an SOS toast stays until acknowledged, and over the bell and
// the account menu it kept a planner from both for as long as it was open.
const EDGE = '1rem';
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  offsets: { top: `calc(${TOP_BAR_HEIGHT} + 0.5rem)`, right: EDGE, bottom: EDGE, left: EDGE },
});
