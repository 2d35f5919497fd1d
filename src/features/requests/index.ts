/** The requests feature's public entry (see src/features/auth/index.ts): its pages, loaded on
 * demand. The request page takes the timeslot review from the app, which composes features. */
export const loadRequestsPage = () => import('./requests-page.js');
export const loadRequestPage = () => import('./request-page.js');
export const loadOrderPages = () => import('./order-page.js');
export type { ReviewButton } from './request-page.js';
