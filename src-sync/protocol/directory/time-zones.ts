/**
 * IANA timezones of locations. A location's planning times are shown in its zone, so a zone name
 * that a browser or the server does not know would show every time of that site wrong (or fail):
 * only names the platform's time zone database lists are accepted, spelled as it spells them.
 * `Intl.supportedValuesOf('timeZone')` lists the canonical zones; a few valid names are not in
 * that list (`UTC`, and links a database keeps for old names), so a name is also accepted when
 * `Intl.DateTimeFormat` takes it and gives it back unchanged. `europe/brussels` is refused: the
 * platform would read it, but every comparison of zone names would not.
 */

let listed: ReadonlySet<string> | null = null;

/** The zones the platform lists, sorted as it lists them (Region/City). */
export function listedTimeZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

export function isIanaTimeZone(name: string): boolean {
  if (name === '' || name.length > 64) return false;
  listed ??= new Set(listedTimeZones());
  if (listed.has(name)) return true;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone === name;
  } catch {
    return false;
  }
}
