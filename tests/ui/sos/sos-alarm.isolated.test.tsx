/**
 * The control room's SOS alarm in jsdom: an open SOS in the local database shows the toast that
 * names the agent, then starts the siren and opens the team map on it, in that order: the toast
 * is what must reach the screen first, and neither the siren's audio start nor the navigation to
 * the map may come before a frame has drawn it (animation frames run on a counted timer here).
 * An acknowledged SOS stops the siren.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useCallback } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Local, SosAlertRow, VigilDb } from '../../../src-sync/index.js';
import { SosAlarm } from '../../../src/features/sos/index.js';
import type { SoundPlayer } from '../../../src/shared/sounds/index.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { AppFrame, managerFor, offlineEngine, servicesFor } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

/** Each call of the router's navigate, as it is made (the map's page renders later, when React
 * gets to it): what opening the map is. */
const navigations = vi.hoisted(() => ({ onCall: (_to: string): void => undefined }));
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router')>();
  return {
    ...actual,
    useNavigate: () => {
      const navigate = actual.useNavigate();
      // The alarm navigates to a path alone.
      return useCallback((to: string) => {
        navigations.onCall(to);
        return navigate(to);
      }, [navigate]);
    },
  };
});

const sos = (fields: Partial<Local<SosAlertRow>> = {}): Local<SosAlertRow> => ({
  id: 41, agent_id: 7, subcontractor_id: null, planning_id: null, shift_id: null, latitude: 50.85, longitude: 4.35, accuracy: 9,
  raised_at: '2026-11-30 02:00:00', received_at: '2026-11-30 02:00:01', escalated_at: null, acknowledged_at: null, acknowledged_by: null,
  agent: { first_name: 'Bob', last_name: 'Guard' }, updated_at: '2026-11-30 02:00:01', ...fields,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** What the page looked like at each step of the alarm; `frame`: frames drawn by then. */
interface Step { what: string; toastShown: boolean; path: string; frame: number }

let db: VigilDb;
let steps: Step[];
/** Frames drawn so far: animation frames are run by a timer here, and counted. */
let frames = 0;
/** The frame count when the toast came into the page. */
let toastAtFrame: number | null = null;
const toastShown = () => screen.queryByText('SOS: Bob Guard') !== null;
const path = () => screen.queryByTestId('where')?.textContent ?? '';
const step = (what: string): Step => ({ what, toastShown: toastShown(), path: path(), frame: frames });

function recordingSounds(): SoundPlayer & { stops: number } {
  const player = {
    stops: 0,
    play: vi.fn(),
    loop: (kind: string) => {
      steps.push(step(`siren ${kind}`));
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
  return <p>team map</p>;
}

let watch: MutationObserver;
beforeEach(() => {
  db = freshDb();
  steps = [];
  frames = 0;
  toastAtFrame = null;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => {
    frames += 1;
    callback(performance.now());
  }, 16));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => window.clearTimeout(id));
  navigations.onCall = (to) => steps.push(step(`navigate ${to}`));
  watch = new MutationObserver(() => {
    if (toastAtFrame === null && toastShown()) toastAtFrame = frames;
  });
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
});
afterEach(() => {
  watch.disconnect();
  vi.restoreAllMocks();
  db.close();
});

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
    const map = steps.find((s) => s.what === 'navigate /subc/tracking?sos=41');
    // Both came after a frame had drawn the toast, and the siren started on the list, not the map.
    expect(toastAtFrame).not.toBeNull();
    expect(siren).toMatchObject({ toastShown: true, path: '/dashboard/planning' });
    expect(siren?.frame).toBeGreaterThan(toastAtFrame ?? Infinity);
    expect(map?.toastShown).toBe(true);
    expect(map?.frame).toBeGreaterThan(toastAtFrame ?? Infinity);
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
