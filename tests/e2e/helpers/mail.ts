/** Reads the mail the server's default transport wrote under <dataDir>/mail/. */
import fs from 'node:fs';
import path from 'node:path';

export function mailFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((f) => path.join(dir, f)).sort();
}

/** Waits for a new mail to `to` and returns its text (quoted-printable soft breaks undone). */
export async function waitForMail(dataDir: string, to: string, after: Set<string>, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of mailFiles(dataDir)) {
      if (after.has(file)) continue;
      const text = fs.readFileSync(file, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (text.toLowerCase().includes(to.toLowerCase())) return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function linkIn(mail: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]+${pathPrefix}[^\\s"'<>]*`).exec(mail);
  if (!match) throw new Error(`no ${pathPrefix} link in mail`);
  return match[0];
}
