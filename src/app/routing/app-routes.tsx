/**
 * The routes of spec section 2. Guards are layout routes: SessionGate (start-up check and the
 * /refreshing detour), PublicOnly (signed-in users skip sign-in), RequireAuth (sign-in first,
 * remembering the path), RequireVerified / ConfirmAccountGate (unverified users are held on
 * /confirm-account) and RequireMenuEntry (a section only for roles whose menu has it).
 */
import type { RouteObject } from 'react-router';
import { RefreshingPage } from '../../features/auth/index.js';
import { DIRECTORY_SECTIONS } from '../../features/directory/index.js';
import { NotFoundPage, ServerErrorPage } from '../../features/errors/index.js';
import { FullPageSpinner } from '../../shared/feedback/full-page-spinner.js';
import { ConfirmAccountGate, RequireVerified } from '../guards/verification-guards.js';
import { PublicOnly } from '../guards/public-only.js';
import { RequireAuth } from '../guards/require-auth.js';
import { RequireMenuEntry } from '../guards/require-menu-entry.js';
import { SessionGate } from '../guards/session-gate.js';
import { WorkspaceGate } from '../guards/workspace-gate.js';
import { AppShell } from '../layout/app-shell.js';
import * as pages from './lazy-routes.js';
import { RouteErrorBoundary } from './route-error-boundary.js';

const shellRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: pages.loadDashboardHome },
  {
    path: 'dashboard/planning',
    element: <RequireMenuEntry entry="planning" />,
    children: [{ element: <WorkspaceGate />, children: [{ index: true, lazy: pages.loadPlanning }] }],
  },
  {
    path: 'dashboard/requests',
    element: <RequireMenuEntry entry="requests" />,
    children: [
      {
        element: <WorkspaceGate />,
        children: [
          { index: true, lazy: pages.loadRequests },
          { path: 'new', lazy: pages.loadNewRequest },
          { path: ':requestId', lazy: pages.loadRequest },
          { path: ':requestId/edit', lazy: pages.loadEditRequest },
        ],
      },
    ],
  },
  // The directory's sections (clients, locations, …, users, equipment): one page over the local database.
  ...DIRECTORY_SECTIONS.map((section) => ({
    path: `dashboard/${section}`,
    element: <RequireMenuEntry entry={section} />,
    children: [{ element: <WorkspaceGate />, children: [{ index: true, lazy: pages.loadDirectory }] }],
  })),
  // Any other path under /dashboard is unknown: the 404 page inside the shell, menu still there.
  { path: 'dashboard/*', element: <NotFoundPage /> },
  { path: 'subc/tracking', lazy: pages.loadSubcTracking },
  // The phone view of an agent (a user with an agent_id); /dashboard sends agents here.
  { path: 'field', element: <WorkspaceGate />, children: [{ index: true, lazy: pages.loadField }] },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <SessionGate />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        // Pathless with its own errorElement: a failing page keeps the surrounding layout.
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { index: true, lazy: pages.loadSignIn },
              { path: 'signin', lazy: pages.loadSignIn },
              { path: 'signup', lazy: pages.loadSignup },
            ],
          },
          { path: 'forgotpassword', lazy: pages.loadForgotPassword },
          { path: 'resetpassword', lazy: pages.loadResetPassword },
          { path: 'auth', lazy: pages.loadOAuthCallback },
          { path: 'auth0loginCallback', lazy: pages.loadOAuthCallback },
          // Eager: the detour happens on every reload and must not wait for a chunk.
          { path: 'refreshing', element: <RefreshingPage /> },
          { path: '404', element: <NotFoundPage /> },
          { path: '500', element: <ServerErrorPage /> },
          {
            element: <RequireAuth />,
            children: [
              { element: <ConfirmAccountGate />, children: [{ path: 'confirm-account', lazy: pages.loadConfirmAccount }] },
              {
                element: <RequireVerified />,
                children: [{ element: <AppShell />, children: [{ errorElement: <RouteErrorBoundary />, children: shellRoutes }] }],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
