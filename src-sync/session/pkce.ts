/** PKCE (RFC 7636) helpers on WebCrypto, available in browsers and in Node 20+. */

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(crypto: Crypto, byteLength: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** 32 random bytes give a 43-character verifier, the minimum length the RFC allows. */
export function createCodeVerifier(crypto: Crypto): string {
  return randomToken(crypto, 32);
}

export async function createCodeChallenge(crypto: Crypto, verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
