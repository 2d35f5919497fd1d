/** One lazy loader per feature page, so each page is its own chunk. */
import { lazyPage } from './lazy-page.js';

export const loadSignIn = lazyPage(() => import('../../features/auth/sign-in-page.js'), (m) => m.SignInPage);
export const loadSignup = lazyPage(() => import('../../features/auth/signup-page.js'), (m) => m.SignupPage);
export const loadForgotPassword = lazyPage(() => import('../../features/auth/forgot-password-page.js'), (m) => m.ForgotPasswordPage);
export const loadResetPassword = lazyPage(() => import('../../features/auth/reset-password-page.js'), (m) => m.ResetPasswordPage);
export const loadConfirmAccount = lazyPage(() => import('../../features/auth/confirm-account-page.js'), (m) => m.ConfirmAccountPage);
export const loadOAuthCallback = lazyPage(() => import('../../features/auth/oauth-callback-page.js'), (m) => m.OAuthCallbackPage);
export const loadDashboardHome = lazyPage(() => import('../../features/dashboard/dashboard-home-page.js'), (m) => m.DashboardHomePage);
export const loadDashboardSection = lazyPage(() => import('../../features/dashboard/dashboard-section-page.js'), (m) => m.DashboardSectionPage);
export const loadPlanning = lazyPage(() => import('../../features/planning/planning-page.js'), (m) => m.PlanningPage);
export const loadSubcTracking = lazyPage(() => import('../../features/tracking/subc-tracking-page.js'), (m) => m.SubcTrackingPage);
