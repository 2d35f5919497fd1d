/** The dashboard feature's public entry (see src/features/auth/index.ts). */
export const loadDashboardHomePage = () => import('./dashboard-home-page.js');
