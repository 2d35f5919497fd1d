/** Retry timing of the outbox (DESIGN.md section 3): exponential backoff with jitter, capped at
 * five minutes, unless the server said when to come back (Retry-After). */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** A Retry-After beyond this is treated as a misconfiguration rather than obeyed for hours. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/**
 * Delay before attempt `attempts + 1`, given `attempts` failures so far (>= 1). "Equal jitter":
 * half the exponential delay is fixed, half random, so clients that failed together spread out
 * while none retries sooner than half the nominal delay. Never above the cap.
 */
export function backoffDelay(attempts: number, random: () => number): number {
  const exponent = Math.max(0, attempts - 1);
  const nominal = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30));
  const r = Math.min(1, Math.max(0, random()));
  return Math.round(nominal / 2 + (r * nominal) / 2);
}

export function retryDelay(attempts: number, retryAfterSeconds: number | null | undefined, random: () => number): number {
  if (typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0) {
    return Math.min(RETRY_AFTER_MAX_MS, Math.ceil(retryAfterSeconds * 1000));
  }
  return backoffDelay(attempts, random);
}
