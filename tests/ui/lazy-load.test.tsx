import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../src/app/routing/lazy-page.js';
import { RouteErrorBoundary } from '../../src/app/routing/route-error-boundary.js';
import { renderApp } from './helpers/render-app.js';

describe('lazy routes', () => {
  it("shows 'Loading failed! Please reload.' with a reload button when a route chunk fails", async () => {
    const failing = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), () => () => null);
    const routes = [{ path: '/', lazy: failing, errorElement: <RouteErrorBoundary /> }];
    const { user, services } = renderApp('/', { routes });
    expect(await screen.findByText('Loading failed! Please reload.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /reload/i }));
    expect(services.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the 500 page for an error that is not a failed load', async () => {
    // React and the router log the thrown error; it is the point of this test.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('bug');
    };
    renderApp('/', { routes: [{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }] });
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
