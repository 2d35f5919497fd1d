/**
 * Where the bearer access token lives. Security: it is kept in memory only (never localStorage or
 * sessionStorage), so an injected script cannot read a long-lived copy; a reload gets a new one
 * from the httpOnly refresh cookie.
 */
export interface AccessTokenStore {
  get(): string | null;
  set(token: string | null): void;
}

export function createMemoryTokenStore(): AccessTokenStore {
  let token: string | null = null;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}
