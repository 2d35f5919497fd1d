/** One lazy loader per feature page, so each page is its own chunk. */
import {
  loadConfirmAccountPage, loadForgotPasswordPage, loadOAuthCallbackPage, loadResetPasswordPage, loadSignInPage, loadSignupPage,
} from '../../features/auth/index.js';
import { loadDashboardHomePage } from '../../features/dashboard/index.js';
import { loadPlanningPage, loadRequestReview } from '../../features/planning/index.js';
import { loadOrderPages, loadRequestPage, loadRequestsPage } from '../../features/requests/index.js';
import { loadDirectoryPage } from '../../features/directory/index.js';
import { loadSubcTrackingPage } from '../../features/tracking/index.js';
import { loadFieldPage } from '../../features/field/index.js';
import { createElement } from 'react';
import { lazyPage } from './lazy-page.js';

export const loadSignIn = lazyPage(loadSignInPage, (m) => m.SignInPage);
export const loadSignup = lazyPage(loadSignupPage, (m) => m.SignupPage);
export const loadForgotPassword = lazyPage(loadForgotPasswordPage, (m) => m.ForgotPasswordPage);
export const loadResetPassword = lazyPage(loadResetPasswordPage, (m) => m.ResetPasswordPage);
export const loadConfirmAccount = lazyPage(loadConfirmAccountPage, (m) => m.ConfirmAccountPage);
export const loadOAuthCallback = lazyPage(loadOAuthCallbackPage, (m) => m.OAuthCallbackPage);
export const loadDashboardHome = lazyPage(loadDashboardHomePage, (m) => m.DashboardHomePage);
export const loadPlanning = lazyPage(loadPlanningPage, (m) => m.PlanningPage);
export const loadSubcTracking = lazyPage(loadSubcTrackingPage, (m) => m.SubcTrackingPage);
export const loadField = lazyPage(loadFieldPage, (m) => m.FieldPage);
export const loadRequests = lazyPage(loadRequestsPage, (m) => m.RequestsPage);
export const loadNewRequest = lazyPage(loadOrderPages, (m) => m.NewRequestPage);
export const loadEditRequest = lazyPage(loadOrderPages, (m) => m.EditRequestPage);
/** The request page with the admin's timeslot review of the planning feature in its slot. */
export const loadRequest = lazyPage(
  () => Promise.all([loadRequestPage(), loadRequestReview()]),
  ([page, review]) =>
    function RequestRoute() {
      return createElement(page.RequestPage, { Review: review.RequestReviewButton });
    },
);
export const loadDirectory = lazyPage(loadDirectoryPage, (m) => m.DirectoryPage);
