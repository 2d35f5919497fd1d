/** One lazy loader per feature page, so each page is its own chunk. */
import {
  loadConfirmAccountPage, loadForgotPasswordPage, loadOAuthCallbackPage, loadResetPasswordPage, loadSignInPage, loadSignupPage,
} from '../../features/auth/index.js';
import { loadDashboardHomePage, loadDashboardSectionPage } from '../../features/dashboard/index.js';
import { loadPlanningPage } from '../../features/planning/index.js';
import { loadSubcTrackingPage } from '../../features/tracking/index.js';
import { loadFieldPage } from '../../features/field/index.js';
import { lazyPage } from './lazy-page.js';

export const loadSignIn = lazyPage(loadSignInPage, (m) => m.SignInPage);
export const loadSignup = lazyPage(loadSignupPage, (m) => m.SignupPage);
export const loadForgotPassword = lazyPage(loadForgotPasswordPage, (m) => m.ForgotPasswordPage);
export const loadResetPassword = lazyPage(loadResetPasswordPage, (m) => m.ResetPasswordPage);
export const loadConfirmAccount = lazyPage(loadConfirmAccountPage, (m) => m.ConfirmAccountPage);
export const loadOAuthCallback = lazyPage(loadOAuthCallbackPage, (m) => m.OAuthCallbackPage);
export const loadDashboardHome = lazyPage(loadDashboardHomePage, (m) => m.DashboardHomePage);
export const loadDashboardSection = lazyPage(loadDashboardSectionPage, (m) => m.DashboardSectionPage);
export const loadPlanning = lazyPage(loadPlanningPage, (m) => m.PlanningPage);
export const loadSubcTracking = lazyPage(loadSubcTrackingPage, (m) => m.SubcTrackingPage);
export const loadField = lazyPage(loadFieldPage, (m) => m.FieldPage);
