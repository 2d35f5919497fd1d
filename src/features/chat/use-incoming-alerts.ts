/**
 * Spec section 4: a message from someone else, in a group the user is not looking at (the
 * conversation closed, the widget hidden or the window not focused), plays the message sound
 * unless the group is muted, and shows a browser notification when the user allowed them. A
 * message of the open, seen conversation is read by the conversation itself.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine, LocalDb } from '../../../src-sync/index.js';
import { useSounds } from '../../shared/sounds/index.js';

export function useIncomingAlerts(engine: Engine, db: LocalDb, userId: number, watching: number | null): void {
  const sounds = useSounds();
  const { t } = useTranslation('chat');
  const watchingRef = useRef(watching);
  watchingRef.current = watching;
  useEffect(() => {
    const subscription = engine.incomingMessage$.subscribe((message) => {
      if (watchingRef.current === message.channel_id) return;
      void (async () => {
        const own = await db.channel_groups.where('channel_id').equals(message.channel_id).filter((g) => g.user_id === userId).first();
        if (own?.muted === 1) return;
        sounds.play('message');
        if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.visibilityState !== 'visible') {
          const channel = await db.channels.get(message.channel_id);
          const sender = message.user ? `${message.user.first_name} ${message.user.last_name}` : '';
          new Notification(t('notification.title', { group: channel?.name ?? '', sender }), { body: message.text ?? '', tag: `chat-${message.channel_id}` });
        }
      })();
    });
    return () => subscription.unsubscribe();
  }, [engine, db, userId, sounds, t]);
}
