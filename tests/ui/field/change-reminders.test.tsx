/**
 * A changed shift reminds the agent until it is acknowledged: a warning toast and the request
 * sound at once, again every 10 minutes of the (fake) clock while any change waits, and never
 * again once every change is acknowledged.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_REMINDER_MS, useChangeReminders } from '../../../src/features/field/use-change-reminders.js';
import { toaster } from '../../../src/shared/feedback/toaster.js';
import { AppServicesContext, type AppServices } from '../../../src/shared/session/app-services.js';
import { silentSoundPlayer, type SoundKind } from '../../../src/shared/sounds/index.js';
import { stubSession } from '../helpers/session-stub.js';
import { users } from '../helpers/users.js';

describe('reminders of a changed shift', () => {
  const played: SoundKind[] = [];
  const services: AppServices = {
    session: stubSession(users.agent).session,
    redirectBrowser: () => undefined,
    reloadPage: () => undefined,
    sounds: { ...silentSoundPlayer, play: (kind) => played.push(kind) },
  };
  const wrapper = ({ children }: { children: ReactNode }) => <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;

  beforeEach(() => {
    played.length = 0;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reminds at once and every 10 minutes until acknowledged, then stops', () => {
    // The toaster's own timers are not under test: the spy records the toasts instead of showing them.
    const shown = vi.spyOn(toaster, 'create').mockImplementation(() => 'shift-change-reminder');
    const reminders = () => shown.mock.calls.filter(([options]) => options.id === 'shift-change-reminder');
    const { rerender, unmount } = renderHook(({ pending }) => useChangeReminders(pending), { wrapper, initialProps: { pending: 2 } });
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]?.[0]).toMatchObject({ type: 'warning', title: '2 changed shifts wait for your acknowledgement.' });
    expect(played).toEqual(['request']);

    act(() => {
      vi.advanceTimersByTime(CHANGE_REMINDER_MS - 1);
    });
    expect(reminders()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(reminders()).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(CHANGE_REMINDER_MS);
    });
    expect(reminders()).toHaveLength(3);
    expect(played).toEqual(['request', 'request', 'request']);

    // One of the two acknowledged: the reminder counts the one left.
    rerender({ pending: 1 });
    expect(reminders().at(-1)?.[0]).toMatchObject({ title: 'A changed shift waits for your acknowledgement.' });
    const before = reminders().length;
    // Both acknowledged: no reminder however long the page stays open.
    rerender({ pending: 0 });
    act(() => {
      vi.advanceTimersByTime(10 * CHANGE_REMINDER_MS);
    });
    expect(reminders()).toHaveLength(before);
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });
});
