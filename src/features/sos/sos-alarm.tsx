/**
 * The SOS alarm of staff and subcontractors (spec sections 4 and 9): while an SOS is open, a toast
 * that stays names the agent with "Team safe" and "Show on map", the SOS sound loops, and the team
 * map opens on the agent (once per SOS and tab; after the dialog or the text the user is busy with,
 * see busyHere). Acknowledging ("team safe", here or on any other device) clears it
 * everywhere: the alarm follows the local database, which the realtime event updates at once.
 * An escalated SOS (60 s without acknowledgement) says so in its toast.
 */
import { Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { acknowledgeSos, type SosAlertRow } from '../../../src-sync/index.js';
import { toaster } from '../../shared/feedback/toaster.js';
import { describeError } from '../../shared/feedback/notify.js';
import { useWorkspace } from '../../shared/local-first/workspace-context.js';
import { useActor } from '../../shared/session/use-actor.js';
import { useSessionState } from '../../shared/session/use-session-state.js';
import { afterNextPaint } from '../../shared/rendering/after-next-paint.js';
import { useSounds } from '../../shared/sounds/index.js';
import { useOpenAlerts } from './use-open-alerts.js';

export const TRACKING_PATH = '/subc/tracking';
const MAP_OPENED_KEY = 'vigil.sos-map-opened';

/**
 * Whether this tab has already opened the team map for an SOS, and marks it so. The map opens once
 * per SOS and tab: opened on every page load while the SOS stayed open, it took every admin
 * session over (each link or typed address landed on the map) until someone pressed "Team safe".
 * The toast (with "Show on map") and the siren stay until then.
 */
function firstTimeInThisTab(id: number): boolean {
  try {
    const opened = new Set<number>(JSON.parse(sessionStorage.getItem(MAP_OPENED_KEY) ?? '[]') as number[]);
    if (opened.has(id)) return false;
    opened.add(id);
    sessionStorage.setItem(MAP_OPENED_KEY, JSON.stringify([...opened].slice(-50)));
    return true;
  } catch {
    // No storage (private mode, a damaged value): open it, as an alarm must be seen.
    return true;
  }
}
/** Whether this tab has opened the team map for this SOS already (without marking it). */
function openedInThisTab(id: number): boolean {
  try {
    return (JSON.parse(sessionStorage.getItem(MAP_OPENED_KEY) ?? '[]') as number[]).includes(id);
  } catch {
    return false;
  }
}

/**
 * Whether opening the map now would throw away what the user is doing: an open dialog (Planning
 * Details with an edit not saved, a shift, a directory record) or text being written (a note, a
 * chat message). The map then waits until it is closed or left; the toast with "Show on map" and
 * the siren are there at once, so the alarm is not missed meanwhile.
 */
function busyHere(): boolean {
  if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return true;
  const active = document.activeElement;
  return active instanceof HTMLTextAreaElement || (active instanceof HTMLElement && active.isContentEditable);
}
/** How often a map held back for a busy user checks whether it may open. */
const BUSY_RECHECK_MS = 1000;
/** The longest the siren and the map wait for the toast's frame (a hidden tab does not wait). */
const PAINT_FIRST_MS = 100;

const toastId = (alert: SosAlertRow) => `sos-${alert.id}`;
const nameOf = (alert: SosAlertRow) => `${alert.agent.first_name} ${alert.agent.last_name}`.trim();

type SoundState = 'off' | 'locked' | 'playing';

export function SosAlarm() {
  const { t } = useTranslation('sos');
  const workspace = useWorkspace();
  const actor = useActor();
  const { user } = useSessionState();
  const sounds = useSounds();
  const navigate = useNavigate();
  // The team map is the alarm's full view (each SOS with its badge and "Team safe"): there the
  // toast would only cover it, so it shows on every other page.
  const onMap = useLocation().pathname === TRACKING_PATH;
  const alerts = useOpenAlerts(workspace?.db ?? null, actor);
  /** Toast id -> whether it shows the escalated text. */
  const shown = useRef(new Map<string, boolean>());
  const [unlocked, setUnlocked] = useState(sounds.isUnlocked());

  useEffect(() => sounds.onLockChange(setUnlocked), [sounds]);

  // The siren loops while anything is open. It starts once the toast is painted: on a page with
  // no sound yet, creating the audio context holds the main thread, and the alarm is seen first.
  const ringing = alerts.length > 0;
  useEffect(() => {
    if (!ringing) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void afterNextPaint(PAINT_FIRST_MS).then(() => {
      if (!cancelled) stop = sounds.loop('sos');
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ringing, sounds]);

  useEffect(() => {
    const db = workspace?.db;
    if (!db || !user) return;
    const live = new Map(alerts.map((alert) => [toastId(alert), alert]));
    if (onMap) live.clear();
    for (const id of shown.current.keys()) {
      if (!live.has(id)) {
        toaster.dismiss(id);
        shown.current.delete(id);
      }
    }
    for (const [id, alert] of live) {
      const escalated = alert.escalated_at !== null;
      if (shown.current.get(id) === escalated) continue;
      const acknowledge = () => {
        acknowledgeSos(db, alert.id, { first_name: user.first_name, last_name: user.last_name }).catch((error: unknown) =>
          toaster.create({ type: 'error', title: t('staff.acknowledgeFailed'), description: describeError(error) }),
        );
      };
      const content = {
        title: escalated ? t('staff.escalatedTitle', { name: nameOf(alert) }) : t('staff.title', { name: nameOf(alert) }),
        description: (
          <Stack gap="1" align="start">
            <Text>{alert.latitude === null ? t('staff.noPosition') : t('staff.description')}</Text>
            <Button size="xs" variant="outline" colorPalette="red" bg="bg" onClick={() => void navigate(`${TRACKING_PATH}?sos=${alert.id}`)} data-testid="sos-show-on-map">
              {t('staff.showOnMap')}
            </Button>
          </Stack>
        ),
        action: { label: t('staff.teamSafe'), onClick: acknowledge },
      };
      // One toast per SOS: escalation rewrites it in place rather than stacking a second one.
      if (shown.current.has(id)) toaster.update(id, { ...content, type: 'error', duration: Infinity, closable: false });
      else toaster.create({ id, type: 'error', duration: Infinity, closable: false, ...content });
      shown.current.set(id, escalated);
    }
  }, [alerts, workspace, user, navigate, t, onMap]);

  // An SOS that arrives while the map is open is seen there: leaving the map does not reopen it.
  useEffect(() => {
    if (onMap) for (const alert of alerts) firstTimeInThisTab(alert.id);
  }, [onMap, alerts]);

  // The map opens once per SOS and tab, when the user is not in the middle of something.
  const waiting = onMap ? undefined : alerts.find((alert) => !openedInThisTab(alert.id));
  // It waits for the frame that paints the toast: loading the map's page would hold that frame back.
  useEffect(() => {
    if (waiting === undefined) return;
    const open = () => {
      if (busyHere()) return false;
      if (firstTimeInThisTab(waiting.id)) void navigate(`${TRACKING_PATH}?sos=${waiting.id}`);
      return true;
    };
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | null = null;
    void afterNextPaint(PAINT_FIRST_MS).then(() => {
      if (cancelled || open()) return;
      timer = setInterval(() => {
        if (open() && timer !== null) clearInterval(timer);
      }, BUSY_RECHECK_MS);
    });
    return () => {
      cancelled = true;
      if (timer !== null) clearInterval(timer);
    };
  }, [waiting, navigate]);

  const state: SoundState = !ringing ? 'off' : unlocked ? 'playing' : 'locked';
  return (
    <VisuallyHidden aria-live="assertive" data-testid="sos-alarm" data-sound={state} data-open={alerts.length}>
      {state === 'off' ? '' : state === 'playing' ? t('staff.sounding') : t('staff.soundLocked')}
    </VisuallyHidden>
  );
}

