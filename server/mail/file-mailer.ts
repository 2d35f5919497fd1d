/**
 * The default transport: every message is composed by nodemailer and written to
 * `<dataDir>/mail/<timestamp>-<to>.eml` instead of being sent, so a fresh checkout needs no mail
 * server and a person (or an end-to-end test) can open the file and follow its link.
 *
 * The parts are written 8bit rather than quoted-printable: quoted-printable would fold the long
 * reset link and turn its `=` into `=3D`, and the file is never transmitted, so 8bit is safe.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';
import { textToHtml } from './text-to-html.js';

const rawPart = (contentType: string, content: string) =>
  `Content-Type: ${contentType}; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n${content}`;

/** Keeps the file name portable and inside the mail directory whatever the address holds. */
function safeFilePart(address: string): string {
  return address.replace(/[^a-zA-Z0-9@._+-]/g, '_').slice(0, 100);
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('.', '');
}

export class FileMailer implements Mailer {
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly mailDir: string,
    private readonly from: string,
    private readonly log: (line: string) => void,
  ) {}

  async send(msg: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: msg.to,
      subject: msg.subject,
      headers: { 'Content-Language': msg.language ?? 'en' },
      // Two alternatives (always): a single raw part would replace the whole message, headers too.
      alternatives: [
        { raw: rawPart('text/plain', msg.text) },
        { raw: rawPart('text/html', msg.html ?? textToHtml(msg.text, msg.language)) },
      ],
    });
    const message: unknown = info.message;
    if (!Buffer.isBuffer(message)) throw new Error('nodemailer did not return the composed message');
    await fs.mkdir(this.mailDir, { recursive: true });
    const file = await this.writeUnique(`${timestamp(new Date())}-${safeFilePart(msg.to)}`, message);
    this.log(`Mail to ${msg.to} written to ${file}`);
  }

  /** Two mails to one address within a millisecond must not overwrite each other. */
  private async writeUnique(base: string, content: Buffer): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      const file = path.join(this.mailDir, attempt === 0 ? `${base}.eml` : `${base}-${attempt}.eml`);
      try {
        await fs.writeFile(file, content, { flag: 'wx' });
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw error;
      }
    }
  }
}
