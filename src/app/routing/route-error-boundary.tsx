import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoadingFailed, NotFoundPage, ServerErrorPage } from '../../features/errors/index.js';
import { dismissFirstScreen } from '../../shared/first-screen/first-screen-handle.js';
import { useAppServices } from '../../shared/session/app-services.js';
import { LazyLoadError } from './lazy-page.js';

/** The errorElement of the routes: chunk failures offer a reload, 404s the 404 page, the rest
 * the 500 page (spec section 8). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { reloadPage } = useAppServices();
  // An error page is never hidden behind the start-up paint of the planning list.
  useLayoutEffect(dismissFirstScreen, []);
  if (error instanceof LazyLoadError) return <LoadingFailed onReload={reloadPage} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ServerErrorPage />;
}
