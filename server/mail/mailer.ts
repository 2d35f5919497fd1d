/** What server code sends mail through. Routes only ever see this interface, so tests and other
 * features (password reset, cancel-planning notice) never depend on a transport. */
import type { UiLanguage } from '../../src-sync/protocol/ui-languages.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links appear in it verbatim so that every mail client (and a test) can use them. */
  text: string;
  html?: string;
  /** The language the mail is written in (its recipient's, server/i18n): the HTML part's
   * `lang` and direction, and the Content-Language header. English when absent. */
  language?: UiLanguage;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}
