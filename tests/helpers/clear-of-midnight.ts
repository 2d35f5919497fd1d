/**
 * Tests that fix "today" (a dataset built from it, counts of the default window taken before the
 * app is asked) must not run across local midnight: the app's day moves on and the two disagree.
 * Within `marginMs` before midnight this waits until just after it; otherwise it returns at once.
 * The one helper of the kind for every test project.
 */
export async function clearOfMidnight(marginMs: number, now: () => Date = () => new Date()): Promise<void> {
  const at = now();
  const midnight = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1).getTime();
  const left = midnight - at.getTime();
  if (left > marginMs) return;
  await new Promise((resolve) => setTimeout(resolve, left + 2000));
}
