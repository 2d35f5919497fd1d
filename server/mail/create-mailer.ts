/** Picks the transport from the configuration: SMTP when MAIL_SMTP_URL is set, otherwise files
 * under `<dataDir>/mail/` (DESIGN.md section 4). */
import path from 'node:path';
import type { ServerConfig } from '../config.js';
import type { Mailer } from './mailer.js';
import { FileMailer } from './file-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export function createMailer(config: ServerConfig, log: (line: string) => void): Mailer {
  if (config.mail.smtpUrl !== '') return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  return new FileMailer(path.join(config.dataDir, 'mail'), config.mail.from, log);
}
