/**
 * The server's notion of now for rules that depend on time passing (an SOS escalates after 60 s,
 * a device time may not be ahead of the server). Injected through the context so tests move time
 * instead of waiting for it; everything else keeps reading the system clock.
 */
import { toUtcText } from './time.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves by hand (server tests), or that runs ahead of the system clock by a set
 * offset (the e2e server's test clock). */
export class ManualClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly base: () => number = Date.now) {}
  now(): Date {
    return new Date(this.base() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export const clockOf = (ctx: { clock?: Clock | undefined }): Clock => ctx.clock ?? systemClock;

export const utcAt = (clock: Clock, offsetSeconds = 0): string => toUtcText(new Date(clock.now().getTime() + offsetSeconds * 1000));
