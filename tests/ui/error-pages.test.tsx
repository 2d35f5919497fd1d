import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './helpers/render-app.js';

describe('error pages', () => {
  it('shows the 404 texts for an unknown route, with a way home', async () => {
    const { fake } = renderApp('/no/such/place');
    expect(await screen.findByText('Looks like you got lost')).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(fake.unexpected).toEqual([]);
  });

  it('serves /404 and /500 with the spec texts', async () => {
    renderApp('/404');
    expect(await screen.findByText('Looks like you got lost')).toBeInTheDocument();
  });

  it('shows the 500 page', async () => {
    renderApp('/500');
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });
});
