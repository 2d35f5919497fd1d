/**
 * The auth feature's public entry: src/app uses the feature only through this file (lint:
 * vigil/feature-boundaries). Pages are loaded on demand, each in its own chunk; the loaders live
 * here so the feature decides where its code splits.
 */
export { RefreshingPage } from './refreshing-page.js';

export const loadSignInPage = () => import('./sign-in-page.js');
export const loadSignupPage = () => import('./signup-page.js');
export const loadForgotPasswordPage = () => import('./forgot-password-page.js');
export const loadResetPasswordPage = () => import('./reset-password-page.js');
export const loadConfirmAccountPage = () => import('./confirm-account-page.js');
export const loadOAuthCallbackPage = () => import('./oauth-callback-page.js');
