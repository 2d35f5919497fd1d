/** The clients the reference OAuth server knows. Only the SPA: a public client (no secret), so
 * PKCE and the fixed redirect pages are what bind a code to it. */
export const SPA_CLIENT_ID = 'vigil-spa';

export function isKnownClient(clientId: string): boolean {
  return clientId === SPA_CLIENT_ID;
}
