/** Sends through an SMTP server (MAIL_SMTP_URL, e.g. smtp://user:pass@host:587). nodemailer picks
 * the transfer encodings that a real mail path needs. */
import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';
import { textToHtml } from './text-to-html.js';

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = createTransport(smtpUrl);
  }

  async send(msg: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      html: msg.html ?? textToHtml(msg.text, msg.language),
      headers: { 'Content-Language': msg.language ?? 'en' },
    });
  }

  close(): void {
    this.transport.close();
  }
}
