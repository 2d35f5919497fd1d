/**
 * The control room's SOS alarm in jsdom: an open SOS in the local database shows the toast that
 * names the agent, then starts the siren and opens the team map on it, in that order: the toast
 * is what must reach the screen first, and neither the siren's audio start nor the map's page may
 * come before it. An acknowledged SOS stops the siren.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Local, SosAlertRow, VigilDb } from '../../../src-sync/index.js';
import { SosAlarm } from '../../../src/features/sos/index.js';
import type { SoundPlayer } from '../../../src/shared/sounds/index.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { AppFrame, managerFor, offlineEngine, servicesFor } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const sos = (fields: Partial<Local<SosAlertRow>> = {}): Local<SosAlertRow> => ({
  id: 41, agent_id: 7, subcontractor_id: null, planning_id: null, shift_id: null, latitude: 50.85, longitude: 4.35, accuracy: 9,
  raised_at: '2026-11-30 02:00:00', received_at: '2026-11-30 02:00:01', escalated_at: null, acknowledged_at: null, acknowledged_by: null,
  agent: { first_name: 'Bob', last_name: 'Guard' }, updated_at: '2026-11-30 02:00:01', ...fields,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** What the page looked like at each step of the alarm. */
interface Step { what: string; toastShown: boolean; path: string }

let db: VigilDb;
let steps: Step[];
const toastShown = () => screen.queryByText('SOS: Bob Guard') !== null;
const path = () => screen.queryByTestId('where')?.textContent ?? '';

function recordingSounds(): SoundPlayer & { stops: number } {
  const player = {
    stops: 0,
    play: vi.fn(),
    loop: (kind: string) => {
      steps.push({ what: `siren ${kind}`, toastShown: toastShown(), path: path() });
      return () => {
        player.stops += 1;
      };
    },
    isUnlocked: () => true,
    onLockChange: () => () => undefined,
    dispose: () => undefined,
  };
  return player;
}

function MapPage() {
  steps.push({ what: 'map', toastShown: toastShown(), path: path() });
  return <p>team map</p>;
}

beforeEach(() => {
  db = freshDb();
  steps = [];
});
afterEach(() => db.close());

function renderAlarm(sounds: SoundPlayer) {
  const { engine } = offlineEngine(db, users.admin.id);
  render(
    <AppFrame services={servicesFor(users.admin, { sounds })} manager={managerFor(db, users.admin.id, engine)}>
      <MemoryRouter initialEntries={['/dashboard/planning']}>
        <SosAlarm />
        <Where />
        <Routes>
          <Route path="/subc/tracking" element={<MapPage />} />
          <Route path="*" element={<p>planning list</p>} />
        </Routes>
      </MemoryRouter>
    </AppFrame>,
  );
}

describe('the SOS alarm of the control room', () => {
  it('shows the toast first, then sounds the siren and opens the map on the SOS', async () => {
    const sounds = recordingSounds();
    renderAlarm(sounds);
    await act(() => db.sos_alerts.put(sos()));

    expect(await screen.findByText('SOS: Bob Guard')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/subc/tracking?sos=41'));
    await waitFor(() => expect(steps.map((s) => s.what)).toContain('siren sos'));
    const siren = steps.find((s) => s.what === 'siren sos');
    const map = steps.find((s) => s.what === 'map');
    // Both came after the toast was on the page, and the siren started on the list, not the map.
    expect(siren).toEqual({ what: 'siren sos', toastShown: true, path: '/dashboard/planning' });
    expect(map?.toastShown).toBe(true);
  });

  it('stops the siren when the SOS is acknowledged', async () => {
    const sounds = recordingSounds();
    renderAlarm(sounds);
    await act(() => db.sos_alerts.put(sos()));
    await waitFor(() => expect(steps.map((s) => s.what)).toContain('siren sos'));
    expect(screen.getByTestId('sos-alarm')).toHaveAttribute('data-sound', 'playing');
    await act(() => db.sos_alerts.update(41, { acknowledged_at: '2026-11-30 02:01:00', acknowledged_by: { first_name: 'Ada', last_name: 'Admin' } }));
    await waitFor(() => expect(sounds.stops).toBe(1));
    expect(screen.getByTestId('sos-alarm')).toHaveAttribute('data-sound', 'off');
  });
});
