/** What server code sends mail through. Routes only ever see this interface, so tests and other
 * features (password reset, cancel-planning notice) never depend on a transport. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links appear in it verbatim so that every mail client (and a test) can use them. */
  text: string;
  html?: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}
