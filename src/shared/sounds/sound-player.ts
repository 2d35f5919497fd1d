/**
 * Plays Vigil's sounds within the browsers' autoplay rules: an AudioContext created before any
 * user gesture starts suspended and stays silent, so the player resumes it on the first
 * pointer or key gesture of the page. A one-off sound asked for while still locked is dropped
 * (its toast or badge still shows); a loop (SOS) keeps its place and becomes audible as soon as
 * the page is unlocked, and `onLockChange` lets a screen ask the user for that one click.
 */
import { SOUND_PATTERNS, type SoundKind, type SoundPattern } from './sound-patterns.js';

export interface SoundPlayer {
  play(kind: SoundKind): void;
  /** Starts `kind` looping; the returned function stops it. Looping the same kind twice shares one loop. */
  loop(kind: SoundKind): () => void;
  isUnlocked(): boolean;
  onLockChange(listener: (unlocked: boolean) => void): () => void;
  dispose(): void;
}

export interface SoundPlayerDeps {
  /** Null where Web Audio is missing (old browsers, jsdom): the player is then silent. */
  createContext: () => AudioContext | null;
  /** Where user gestures are listened for (the window). */
  gestures: EventTarget;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

function schedule(context: AudioContext, pattern: SoundPattern): void {
  const start = context.currentTime + 0.02;
  for (const tone of pattern.tones) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.value = tone.frequency;
    const t0 = start + tone.at;
    const t1 = t0 + tone.duration;
    // A short attack and release: a tone cut at full gain clicks.
    gain.gain.setValueAtTime(0, t0);
    gain.gain.linearRampToValueAtTime(tone.gain, t0 + 0.01);
    gain.gain.setValueAtTime(tone.gain, Math.max(t0 + 0.01, t1 - 0.03));
    gain.gain.linearRampToValueAtTime(0, t1);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(t0);
    oscillator.stop(t1 + 0.01);
  }
}

export function createSoundPlayer(deps: SoundPlayerDeps): SoundPlayer {
  let context: AudioContext | null | undefined;
  let unlocked = false;
  const listeners = new Set<(unlocked: boolean) => void>();
  const loops = new Map<SoundKind, { users: number; handle: unknown }>();

  const audio = (): AudioContext | null => {
    if (context === undefined) context = deps.createContext();
    return context;
  };

  const setUnlocked = (value: boolean): void => {
    if (unlocked === value) return;
    unlocked = value;
    for (const listener of listeners) listener(value);
  };

  const onGesture = (): void => {
    const ctx = audio();
    if (!ctx) return;
    ctx.resume().then(
      () => {
        setUnlocked(ctx.state === 'running');
        if (unlocked) for (const g of GESTURES) deps.gestures.removeEventListener(g, onGesture);
      },
      () => undefined,
    );
  };
  for (const g of GESTURES) deps.gestures.addEventListener(g, onGesture);

  const sound = (kind: SoundKind): void => {
    const ctx = audio();
    if (!ctx || ctx.state !== 'running') return;
    schedule(ctx, SOUND_PATTERNS[kind]);
  };

  return {
    play: sound,
    loop(kind) {
      let entry = loops.get(kind);
      if (!entry) {
        sound(kind);
        entry = { users: 0, handle: deps.setInterval(() => sound(kind), SOUND_PATTERNS[kind].period * 1000) };
        loops.set(kind, entry);
      }
      entry.users += 1;
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        const current = loops.get(kind);
        if (!current) return;
        current.users -= 1;
        if (current.users > 0) return;
        deps.clearInterval(current.handle);
        loops.delete(kind);
      };
    },
    isUnlocked: () => unlocked,
    onLockChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const g of GESTURES) deps.gestures.removeEventListener(g, onGesture);
      for (const entry of loops.values()) deps.clearInterval(entry.handle);
      loops.clear();
      listeners.clear();
      void context?.close().catch(() => undefined);
    },
  };
}

/** The browser's player: Web Audio when the page has it. */
export function createBrowserSoundPlayer(): SoundPlayer {
  return createSoundPlayer({
    createContext: () => (typeof AudioContext === 'function' ? new AudioContext() : null),
    gestures: window,
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  });
}

/** A player that plays nothing, for tests and pages without sound. */
export const silentSoundPlayer: SoundPlayer = {
  play: () => undefined,
  loop: () => () => undefined,
  isUnlocked: () => false,
  onLockChange: () => () => undefined,
  dispose: () => undefined,
};
