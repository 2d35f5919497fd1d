/**
 * A small seeded PRNG (mulberry32) with the helpers the generator needs. Self-written instead of
 * faker: it is a few lines, has no global state, and is fast enough for millions of draws.
 * Independent streams (`fork`) keep parts of the generator from shifting each other: changing
 * the message count must not change a single planning.
 */

/** Returns the item at `index`, failing loudly instead of yielding undefined. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`seed: index ${index} out of range (${items.length})`);
  return item;
}

/** FNV-1a, to turn a stream label into seed bits. */
function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length));
  }

  /** Picks by weight; entries are `[value, weight]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return at(entries, entries.length - 1)[0];
  }

  /** Roughly normal (sum of uniforms), mean 0 and the given standard deviation. */
  normal(deviation: number): number {
    const sum = this.next() + this.next() + this.next() + this.next() + this.next() + this.next();
    return (sum - 3) * Math.SQRT2 * deviation;
  }

  /** `count` distinct items in random order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = at(copy, i);
      copy[i] = at(copy, j);
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }

  /** An independent stream derived from this generator's seed and a label. */
  fork(label: string): Rng {
    return new Rng((this.seed ^ hashLabel(label)) >>> 0);
  }
}
