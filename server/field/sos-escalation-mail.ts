/**
 * The mail an admin receives when an SOS nobody acknowledged is escalated (sos-escalation.ts), in
 * that admin's profile language; the mail outbox keeps the language for the HTML part.
 */
import type { UiLanguage } from '../../src-sync/protocol/ui-languages.js';
import { serverTexts } from '../i18n/server-texts.js';
import type { MailMessage } from '../mail/mailer.js';

export interface EscalatedSos {
  id: number;
  agent: string;
  /** When it was raised, UTC wire time (YYYY-MM-DD HH:mm:ss). */
  raisedAt: string;
  latitude: number | null;
  longitude: number | null;
  /** The identifier of the planning the agent was on, if any. */
  planning: string | null;
}

export function sosEscalationMail(to: { email: string; language: UiLanguage }, alert: EscalatedSos, appUrl: string, afterSeconds: number): MailMessage {
  const t = serverTexts(to.language, 'mail');
  const link = new URL('/subc/tracking', appUrl);
  link.searchParams.set('sos', String(alert.id));
  const facts = { agent: alert.agent, time: alert.raisedAt, count: afterSeconds };
  const text = [
    alert.planning === null ? t('sosEscalated.raised', facts) : t('sosEscalated.raisedOnPlanning', { ...facts, planning: alert.planning }),
    alert.latitude !== null && alert.longitude !== null
      ? t('sosEscalated.position', { latitude: alert.latitude.toFixed(5), longitude: alert.longitude.toFixed(5) })
      : t('sosEscalated.noPosition'),
    t('sosEscalated.map', { link: link.toString() }),
  ].join('\n\n');
  return { to: to.email, subject: t('sosEscalated.subject', { agent: alert.agent }), text, language: to.language };
}
