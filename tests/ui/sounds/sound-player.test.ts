import { describe, expect, it } from 'vitest';
import { SOUND_PATTERNS, createSoundPlayer } from '../../../src/shared/sounds/index.js';

/** Records what would be heard: one entry per oscillator started, with its frequency. */
class FakeAudioContext {
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  currentTime = 0;
  destination = {};
  started: number[] = [];
  resume(): Promise<void> {
    this.state = 'running';
    return Promise.resolve();
  }
  close(): Promise<void> {
    this.state = 'closed';
    return Promise.resolve();
  }
  createGain() {
    const param = { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined };
    const node = { gain: param, connect: (next: unknown) => next };
    return node;
  }
  createOscillator() {
    const osc = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => this.started.push(osc.frequency.value),
      stop: () => undefined,
    };
    return osc;
  }
}

function setup() {
  const ctx = new FakeAudioContext();
  const gestures = new EventTarget();
  const timers = new Map<number, () => void>();
  let next = 1;
  const player = createSoundPlayer({
    createContext: () => ctx as unknown as AudioContext,
    gestures,
    setInterval: (fn) => {
      timers.set(next, fn);
      return next++;
    },
    clearInterval: (handle) => timers.delete(handle as number),
  });
  const unlock = async () => {
    gestures.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    await Promise.resolve();
  };
  const tick = () => [...timers.values()].forEach((fn) => fn());
  return { ctx, player, unlock, tick, timers };
}

describe('sound player', () => {
  it('stays silent until a user gesture unlocks audio, then plays the pattern of each kind', async () => {
    const { ctx, player, unlock } = setup();
    const changes: boolean[] = [];
    player.onLockChange((u) => changes.push(u));
    player.play('message');
    expect(ctx.started).toEqual([]);
    expect(player.isUnlocked()).toBe(false);
    await unlock();
    expect(player.isUnlocked()).toBe(true);
    expect(changes).toEqual([true]);
    player.play('request');
    expect(ctx.started).toEqual(SOUND_PATTERNS.request.tones.map((t) => t.frequency));
  });

  it('keeps one SOS loop for several callers and stops it when the last one stops', async () => {
    const { ctx, player, unlock, tick, timers } = setup();
    await unlock();
    const stopA = player.loop('sos');
    const stopB = player.loop('sos');
    const perPattern = SOUND_PATTERNS.sos.tones.length;
    expect(ctx.started).toHaveLength(perPattern);
    tick();
    expect(ctx.started).toHaveLength(2 * perPattern);
    stopA();
    stopA();
    tick();
    expect(ctx.started).toHaveLength(3 * perPattern);
    stopB();
    expect(timers.size).toBe(0);
  });

  it('a loop started while locked becomes audible once the page is unlocked', async () => {
    const { ctx, player, unlock, tick } = setup();
    const stop = player.loop('sos');
    tick();
    expect(ctx.started).toEqual([]);
    await unlock();
    tick();
    expect(ctx.started).toHaveLength(SOUND_PATTERNS.sos.tones.length);
    stop();
  });

  it('is silent without Web Audio', () => {
    const player = createSoundPlayer({ createContext: () => null, gestures: new EventTarget(), setInterval: () => 0, clearInterval: () => undefined });
    expect(() => player.play('sos')).not.toThrow();
    expect(player.isUnlocked()).toBe(false);
  });
});
