/**
 * The three sounds of spec section 4 (new message, new request, SOS), synthesised with Web Audio
 * instead of shipped as files: nothing to fetch or precache, so they play offline as well, and
 * each is recognisable by ear without looking (a rising pair, a rising triple, a two-tone siren).
 */
export type SoundKind = 'message' | 'request' | 'sos';

export interface Tone {
  /** Hz. */
  frequency: number;
  /** Seconds from the start of the pattern. */
  at: number;
  /** Seconds. */
  duration: number;
  /** Peak gain, 0..1. */
  gain: number;
  type: OscillatorType;
}

export interface SoundPattern {
  tones: readonly Tone[];
  /** Seconds until a looping pattern starts again. */
  period: number;
}

const note = (frequency: number, at: number, duration: number, gain: number, type: OscillatorType = 'sine'): Tone => ({ frequency, at, duration, gain, type });

export const SOUND_PATTERNS: Record<SoundKind, SoundPattern> = {
  message: { tones: [note(880, 0, 0.11, 0.25), note(1320, 0.13, 0.16, 0.25)], period: 0.6 },
  request: { tones: [note(660, 0, 0.12, 0.3), note(880, 0.14, 0.12, 0.3), note(1100, 0.28, 0.22, 0.3)], period: 0.9 },
  // A siren loud enough to be heard across a control room; it loops until someone acknowledges.
  sos: {
    tones: [note(960, 0, 0.38, 0.45, 'square'), note(720, 0.4, 0.38, 0.45, 'square'), note(960, 0.8, 0.38, 0.45, 'square'), note(720, 1.2, 0.38, 0.45, 'square')],
    period: 1.9,
  },
};
