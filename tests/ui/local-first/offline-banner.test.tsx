/** The offline banner under the top bar. */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineBanner } from '../../../src/app/layout/offline-banner.js';
import { createHarness, renderWith } from './harness.js';

describe('offline banner', () => {
  it('shows while the network is down and goes when it is back', async () => {
    const h = createHarness();
    renderWith(h, <OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    act(() => h.fake.subjects.online.next(false));
    const banner = await screen.findByTestId('offline-banner');
    expect(banner).toHaveTextContent('Offline — changes are saved on this device and sent when the connection returns.');
    expect(banner).toHaveTextContent('Offline — changes are saved on this device and sent when the connection returns');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    act(() => h.fake.subjects.online.next(true));
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument());
  });

  it('shows for an offline session, with Try again once the network is up', async () => {
    const h = createHarness();
    const { user } = renderWith(h, <OfflineBanner />);
    act(() => h.stub.setOffline(true));
    await screen.findByTestId('offline-banner');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(h.stub.reconnect).toHaveBeenCalled();
    act(() => h.stub.setOffline(false));
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument());
  });
});
