/** Datetimes are stored and sent as UTC `YYYY-MM-DD HH:mm:ss` (spec section 7). */
export function utcNow(offsetSeconds = 0): string {
  return toUtcText(new Date(Date.now() + offsetSeconds * 1000));
}

export function toUtcText(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
