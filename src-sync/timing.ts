/**
 * Named points of the start-up path as User Timing marks (`vigil:<name>`). `npm run bench` reads
 * them after each reload to say where the time to the first planning row went. Each name is
 * marked once per page load: a mark called from a render must not grow the browser's timing
 * buffer all night.
 */
const marked = new Set<string>();

export function markTiming(name: string): void {
  if (marked.has(name)) return;
  marked.add(name);
  globalThis.performance?.mark?.(`vigil:${name}`);
}
