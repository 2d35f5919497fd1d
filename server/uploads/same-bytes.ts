/**
 * Whether an upload is a stored image again, byte for byte: a photo whose answer was lost and
 * whose Idempotency-Key was forgotten after a day comes back as a new request, and must be
 * answered with what it stored then, not stored twice. Sizes are compared first, so the bytes of
 * a different photo are never read.
 */
import fs from 'node:fs/promises';

export async function sameBytes(stored: string, uploaded: string): Promise<boolean> {
  const [before, now] = await Promise.all([fs.stat(stored).catch(() => null), fs.stat(uploaded)]);
  if (before === null || before.size !== now.size) return false;
  const [a, b] = await Promise.all([fs.readFile(stored).catch(() => null), fs.readFile(uploaded)]);
  return a !== null && a.equals(b);
}

/** The first of the stored files that the upload repeats, or null. */
export async function firstSame<T>(candidates: readonly T[], fileOf: (candidate: T) => string | null, uploaded: string): Promise<T | null> {
  for (const candidate of candidates) {
    const file = fileOf(candidate);
    if (file !== null && (await sameBytes(file, uploaded))) return candidate;
  }
  return null;
}
