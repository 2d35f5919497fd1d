/**
 * The server's own texts in the reader's language: which language a profile or a browser asks
 * for, and the mails composed from the server catalogue (server/i18n) in each.
 */
import { describe, expect, it } from 'vitest';
import { sosEscalationMail, type EscalatedSos } from '../../../server/field/sos-escalation-mail.js';
import { acceptedLanguage, profileLanguage } from '../../../server/i18n/languages.js';
import { setPasswordMail } from '../../../server/mail/set-password-mail.js';
import { textToHtml } from '../../../server/mail/text-to-html.js';
import { cancelNoticeMail, type CancelNotice } from '../../../server/routes/planning/plannings/cancel-notice-mail.js';

describe('the language of a reader', () => {
  it("a profile's language, 'sa' for Arabic, English for anything else", () => {
    expect(profileLanguage('fr')).toBe('fr');
    expect(profileLanguage('zh-CN')).toBe('zh');
    expect(profileLanguage('sa')).toBe('ar');
    expect(profileLanguage('ar')).toBe('ar');
    expect(profileLanguage('nl')).toBe('en');
    expect(profileLanguage('')).toBe('en');
    expect(profileLanguage(null)).toBe('en');
  });

  it("a browser's Accept-Language: the best weighted of the six, in the order sent, else English", () => {
    expect(acceptedLanguage('fr-BE,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(acceptedLanguage('nl-BE,nl;q=0.9,it;q=0.5,en;q=0.4')).toBe('it');
    expect(acceptedLanguage('en;q=0.5, ar-MA;q=0.8')).toBe('ar');
    expect(acceptedLanguage('es;q=0, zh-Hans-CN')).toBe('zh');
    expect(acceptedLanguage('de, nl')).toBe('en');
    expect(acceptedLanguage('*')).toBe('en');
    expect(acceptedLanguage('')).toBe('en');
    expect(acceptedLanguage(undefined)).toBe('en');
    // In a browser 'sa' is Sanskrit, not Arabic.
    expect(acceptedLanguage('sa')).toBe('en');
  });
});

describe('set-password mails', () => {
  const link = 'https://vigil.example/resetpassword?token=abc';

  it('a French user gets the French invitation, its link untouched', () => {
    const mail = setPasswordMail('invitation', { email: 'nora@t.test', first_name: 'Nora', language: 'fr' }, link);
    expect(mail).toMatchObject({ to: 'nora@t.test', language: 'fr', subject: 'Invitation à Vigil : choisissez votre mot de passe' });
    expect(mail.text).toBe(
      'Bonjour Nora,\n\nUne invitation à rejoindre Vigil vous a été adressée. Choisissez votre mot de passe pour activer votre compte :\n\n' +
        `${link}\n\nLe lien ne peut servir qu’une fois, dans les 24 heures.\n`,
    );
  });

  it('English for a language Vigil does not speak', () => {
    const mail = setPasswordMail('invitation', { email: 'jan@t.test', first_name: 'Jan', language: profileLanguage('nl') }, link);
    expect(mail.subject).toBe('You are invited to Vigil: set your password');
    expect(mail.text).toContain('Hello Jan,\n\nYou have been invited to Vigil.');
  });

  it('each purpose in each language has its own subject and says what to do if unasked', () => {
    const to = (language: 'en' | 'zh' | 'ar' | 'it' | 'es') => ({ email: 'x@t.test', first_name: 'X', language });
    expect(setPasswordMail('reset', to('it'), link).subject).toBe('Reimposta la password di Vigil');
    expect(setPasswordMail('reset', to('it'), link).text).toContain('Se non l’hai chiesto tu, ignora questa email');
    expect(setPasswordMail('already-registered', to('es'), link).text).toContain('Si no has sido tú, ignora este correo.');
    expect(setPasswordMail('welcome', to('zh'), link).subject).toBe('欢迎使用 Vigil：请设置密码');
    expect(setPasswordMail('welcome', to('ar'), link).text).toContain('حسابك في Vigil جاهز');
    expect(setPasswordMail('welcome', to('en'), link).text).not.toContain('ignore this mail');
  });

  it("the HTML part is in the mail's language and direction, its link left to right", () => {
    const html = textToHtml(setPasswordMail('welcome', { email: 'x@t.test', first_name: 'X', language: 'ar' }, link).text, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<a href="${link}" dir="ltr">`);
    expect(textToHtml('Hello')).toContain('<html lang="en" dir="ltr">');
  });
});

describe('the cancel-planning notice', () => {
  const notice: CancelNotice = {
    recipients: [{ email: 'a@t.test', language: 'es' }, { email: 'b@t.test', language: 'en' }],
    identifier: 'REQ-0007',
    location: 'Main Gate',
    date: '01-03-2026 09:00',
  };

  it('each recipient reads it in their language, with the fixed date format', () => {
    const [es, en] = notice.recipients.map((to) => cancelNoticeMail(notice, to));
    expect(es).toMatchObject({ to: 'a@t.test', language: 'es', subject: 'Se ha cancelado la planificación REQ-0007' });
    expect(es?.text).toBe('Se ha cancelado la planificación REQ-0007 en Main Gate del 01-03-2026 09:00.');
    expect(en?.text).toBe('Planning REQ-0007 at Main Gate on 01-03-2026 09:00 has been cancelled.');
  });
});

describe('the SOS escalation mail', () => {
  const alert: EscalatedSos = { id: 9, agent: 'Bob Guard', raisedAt: '2026-03-01 22:15:03', latitude: 50.85034, longitude: 4.35171, planning: 'REQ-0003' };

  it('in the admin\'s language, with the position and the team map link', () => {
    const mail = sosEscalationMail({ email: 'admin@t.test', language: 'fr' }, alert, 'https://vigil.example', 60);
    expect(mail.subject).toBe('SOS non acquitté : Bob Guard');
    expect(mail.text).toBe(
      'Bob Guard a déclenché un SOS à 2026-03-01 22:15:03 UTC (planning REQ-0003) et personne ne l’a acquitté depuis 60 secondes.\n\n' +
        'Dernière position : 50.85034, 4.35171.\n\n' +
        'Ouvrir la carte de l’équipe : https://vigil.example/subc/tracking?sos=9',
    );
  });

  it('English as it was, and the plural forms of Arabic', () => {
    const en = sosEscalationMail({ email: 'a@t.test', language: 'en' }, { ...alert, planning: null, latitude: null, longitude: null }, 'https://vigil.example', 60);
    expect(en.text).toBe(
      'Bob Guard raised an SOS at 2026-03-01 22:15:03 UTC and nobody has acknowledged it for 60 seconds.\n\nNo position was available.\n\n' +
        'Open the team map: https://vigil.example/subc/tracking?sos=9',
    );
    const ar = (seconds: number) => sosEscalationMail({ email: 'a@t.test', language: 'ar' }, alert, 'https://vigil.example', seconds).text;
    expect(ar(2)).toContain('منذ ثانيتين');
    expect(ar(5)).toContain('منذ 5 ثوانٍ');
    expect(ar(60)).toContain('منذ 60 ثانية');
  });
});
