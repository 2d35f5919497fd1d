/**
 * A minimal cookie jar for running the api client outside a browser (Node tests, the engine's
 * benchmarks) against a real server: browsers keep the httpOnly refresh cookie themselves, Node's
 * HTTP stack does not. It talks to one server, so domain and path scoping are not modelled.
 */
export interface CookieJar {
  /** The `Cookie` request header for the next request, if any cookie is held. */
  header(): string | undefined;
  /** Applies the `Set-Cookie` headers of a response. */
  store(setCookieHeaders: readonly string[]): void;
}

export function createMemoryCookieJar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    header() {
      if (cookies.size === 0) return undefined;
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    store(setCookieHeaders) {
      for (const line of setCookieHeaders) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq <= 0) continue;
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (isDeletion(value, attributes)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/** A server clears a cookie with an empty value, `Max-Age=0` or an `Expires` in the past. */
function isDeletion(value: string, attributes: string[]): boolean {
  if (value === '') return true;
  for (const attribute of attributes) {
    const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
    if (key.toLowerCase() === 'max-age' && Number(raw) <= 0) return true;
    if (key.toLowerCase() === 'expires' && Date.parse(raw) <= Date.now()) return true;
  }
  return false;
}
