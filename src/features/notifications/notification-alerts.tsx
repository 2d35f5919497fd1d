/**
 * New notifications announce themselves: a toast that closes after 5,000 ms (spec section 9)
 * with a way to open the request or planning, and, for staff, the new-request sound (spec
 * section 4; useSounds) when a client ordered guarding. The admin's list in the bell follows by
 * itself: it reads the same table.
 *
 * "New" means arrived while this page is open: the newest id at the first completed sync is the
 * baseline, so a device's first sync (hundreds of old notifications) and a reload announce
 * nothing. Every tab shows its own toast; the sound plays once per browser (claimAlert), in the
 * first tab whose sounds are unlocked.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { claimAlert, isStaff, type Local, type NotificationRow, type UserWorkspace } from '../../../src-sync/index.js';
import { toaster } from '../../shared/feedback/toaster.js';
import { useObservableValue } from '../../shared/local-first/use-observable-value.js';
import { useWorkspace } from '../../shared/local-first/workspace-context.js';
import { useActor } from '../../shared/session/use-actor.js';
import { useSounds } from '../../shared/sounds/index.js';
import { useLanguage } from '../../shared/use-intl-locale.js';
import { bellOpen } from './bell-open.js';
import { notificationTarget, notificationText } from './notification-text.js';

/** More than this at once (back online after a while) is one summary toast, not a pile. */
const MAX_TOASTS = 3;
const RECENT = 10;

export function NotificationAlerts() {
  const workspace = useWorkspace();
  if (!workspace) return null;
  return <Alerts key={workspace.userId} workspace={workspace} />;
}

function Alerts({ workspace }: { workspace: UserWorkspace }) {
  const { db, engine } = workspace;
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const navigate = useNavigate();
  const sounds = useSounds();
  const actor = useActor();
  const lastSyncAt = useObservableValue(engine.lastSyncAt$, null);
  const newest = useLiveQuery(() => db.notifications.orderBy('id').reverse().limit(RECENT).toArray(), [db]);
  const baseline = useRef<number | null>(null);

  const toastAll = (fresh: readonly Local<NotificationRow>[]) => {
    if (fresh.length > MAX_TOASTS) {
      toaster.create({ type: 'info', title: t('toast.many', { count: fresh.length }), description: t('toast.manyHint') });
      return;
    }
    for (const row of fresh) {
      const target = notificationTarget(row);
      toaster.create({
        type: 'info',
        title: notificationText(row, t, language),
        ...(target ? { action: { label: t('toast.open'), onClick: () => void navigate(target) } } : {}),
      });
    }
  };

  useEffect(() => {
    if (newest === undefined) return;
    const top = newest[0]?.id ?? 0;
    if (baseline.current === null) {
      // Until a sync has completed, what arrives is the device catching up, not news.
      if (lastSyncAt !== null) baseline.current = top;
      return;
    }
    const since = baseline.current;
    const fresh = newest.filter((row) => row.id > since && row.read_at === null).reverse();
    baseline.current = Math.max(since, top);
    if (fresh.length === 0) return;
    // The open list shows them already (the sound below still plays).
    if (!bellOpen.get()) toastAll(fresh);
    const ordered = fresh.filter((row) => row.kind === 'request-created');
    const last = ordered[ordered.length - 1];
    if (last && actor && isStaff(actor) && sounds.isUnlocked()) {
      void claimAlert(db, 'new-request-sound', last.id)
        .then((mine) => mine && sounds.play('request'))
        .catch(() => undefined);
    }
  }, [newest, lastSyncAt, db, t, language, navigate, sounds, actor]);

  return null;
}
