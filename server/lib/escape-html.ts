/** Escapes text for HTML element content and quoted attribute values. Every value interpolated
 * into server-rendered HTML (mail bodies, the OAuth sign-in page) goes through this. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}
