/** The team-tracking feature's public entry (see src/features/auth/index.ts). */
export const loadSubcTrackingPage = () => import('./subc-tracking-page.js');
